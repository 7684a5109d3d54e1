import KeyboardDrawing

/// The web playground's one page: a form with inputs of every type and of the attributes
/// keyboards read, each showing the traits SoftKeyboard reads from it (WebKit's rules) and the
/// keyboard it gets; the keyboard of the focused field drawn from the session's frames, typed
/// by clicking keys or with the computer's keyboard, with the candidate and suggestion bar.
public enum PlaygroundPage {
    /// The form's fields: a label and the element's HTML, sent as it is to the server.
    static let fields: [(String, String)] = [
        ("Name", #"<input type="text" autocapitalize="words" autocomplete="name">"#),
        ("Text (default)", #"<input type="text">"#),
        ("Email", #"<input type="email" enterkeyhint="next">"#),
        ("URL", #"<input type="url" enterkeyhint="go">"#),
        ("Phone", #"<input type="tel" autocomplete="tel">"#),
        ("Search", #"<input type="search" enterkeyhint="search">"#),
        ("Password", #"<input type="password" autocomplete="current-password">"#),
        ("New password", #"<input type="password" autocomplete="new-password" passwordrules="minlength: 12; required: digit;">"#),
        ("Number", #"<input type="number">"#),
        ("Numeric inputmode", #"<input type="text" inputmode="numeric" autocomplete="one-time-code">"#),
        ("Decimal inputmode", #"<input type="text" inputmode="decimal">"#),
        ("Licence code", #"<input type="text" autocorrect="off" autocapitalize="characters" spellcheck="false">"#),
        ("Send", #"<input type="text" enterkeyhint="send">"#),
        ("Notes", #"<textarea></textarea>"#),
    ]

    public static var html: String {
        let rows = fields.enumerated().map { index, field in
            let control = field.1.replacingOccurrences(of: "<input ", with: "<input id=\"f\(index)\" ")
                .replacingOccurrences(of: "<textarea", with: "<textarea id=\"f\(index)\"")
            let source = KeyboardDrawing.escaped(field.1)
            return """
                <div class="field"><label for="f\(index)">\(KeyboardDrawing.escaped(field.0))</label>\(control)\
                <code data-html="\(source)">\(source)</code><div class="traits" id="t\(index)"></div></div>
                """
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>SoftKeyboard playground</title>
            <style>
            body{font:15px -apple-system,'Helvetica Neue',Helvetica,Arial,'Noto Sans',sans-serif;margin:1.5em;background:#f2f2f7;\
            color:#1c1c1e;display:flex;gap:2em;flex-wrap:wrap}
            form{flex:1 1 420px}.field{margin-bottom:.9em}label{display:block;font-weight:600}input,textarea{font:inherit;width:22em}
            code{display:block;font-size:12px;color:#636366}.traits{font-size:12px;color:#0a60d0}
            #device{position:sticky;top:1em;align-self:flex-start}#bar{min-height:2em;margin:.3em 0}#bar button{margin-right:.3em}
            #notice{color:#c00;min-height:1.2em}svg text{pointer-events:none}svg g{cursor:pointer}
            #composition{min-height:1.4em;font-size:17px;white-space:pre-wrap;max-width:320px}\
            #composition u{text-decoration:underline 2px #0a60d0}
            #composition .caret{border-left:2px solid #0a60d0;margin-left:-1px}
            </style></head><body>
            <form id="form" onsubmit="return false">
            <h1>SoftKeyboard playground</h1>
            <p>Each field shows the traits SoftKeyboard reads from its HTML (WebKit's rules) and the keyboard it gets. Focus one, then\
             type with your keyboard or click keys: every key goes through the real session (autocorrection, pinyin, Hangul). A tool for\
             looking, served on 127.0.0.1 only.</p>
            \(rows)
            </form>
            <div id="device"><div id="state">Focus a field.</div><div id="composition"></div><div id="bar"></div>\
            <svg id="keyboard" width="320" height="216" font-family="\(KeyboardDrawing.escaped(KeyboardDrawing.fontStack))"></svg><p>\
            <button id="globe" type="button">🌐 next keyboard</button></p><div id="notice"></div></div>
            <script>
            "use strict";
            let current = null;
            async function call(path, body) {
              const response = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}\
            , body: JSON.stringify(body || {})});
              const json = await response.json();
              if (!response.ok) { document.getElementById("notice").textContent = json.error || response.statusText; return null; }
              return json;
            }
            function show(state) {
              if (!state) return;
              const field = state.field && document.getElementById(state.field);
              if (field) {
                field.value = state.text;
                // The caret and selection as the session has them (not every input type has one).
                if (document.activeElement === field) { try { field.setSelectionRange(state.selection[0], state.selection[1]); } catch (e)\
             {} }
              }
              showComposition(state);
              document.getElementById("notice").textContent = state.notice || state.problem || "";
              document.getElementById("state").textContent = state.keyboard ?
                `${state.keyboard.layout} · ${state.keyboard.keyboardType} · ${state.keyboard.layer}\
            ` + (state.marked ? ` · composing ${state.marked}` : "") : "no keyboard";
              const bar = document.getElementById("bar");
              bar.replaceChildren();
              const entries = state.candidates.length ? state.candidates.map((text, index) => [text, "candidate", index])
                : state.suggestions.length ? state.suggestions.map((s, index) => [s.kind === "typed" ? `"${s.text}\
            "` : s.isAutocorrection ? `[${s.text}]` : s.text, "suggestion", index])
                : state.followOns.map((text, index) => [text, "followOn", index]);
              for (const [text, kind, index] of entries) {
                const button = document.createElement("button");
                button.type = "button"; button.textContent = text;
                button.onclick = async () => { show(await call(`/api/${kind}`, {index})); refocus(); };
                bar.append(button);
              }
              drawKeyboard(state.keyboard);
            }
            // The field's text as the session has it: the composition underlined, the caret drawn.
            function showComposition(state) {
              const box = document.getElementById("composition");
              box.replaceChildren();
              if (!state.field) return;
              const text = state.text, [start, end] = state.markedRange || [state.selection[0], state.selection[0]];
              const caret = document.createElement("span");
              caret.className = "caret";
              const marked = document.createElement("u");
              marked.textContent = text.slice(start, end);
              box.append(text.slice(0, start), ...(state.markedRange ? [marked] : []));
              if (!state.markedRange) box.append(caret);
              box.append(text.slice(end));
            }
            function drawKeyboard(keyboard) {
              const svg = document.getElementById("keyboard");
              svg.replaceChildren();
              if (!keyboard) return;
              const ns = "http://www.w3.org/2000/svg";
              svg.setAttribute("width", keyboard.size.width); svg.setAttribute("height", keyboard.size.height);
              const background = document.createElementNS(ns, "rect");
              background.setAttribute("width", keyboard.size.width); background.setAttribute("height", keyboard.size.height);\
             background.setAttribute("fill", "#d1d3d9");
              svg.append(background);
              for (const key of keyboard.keys) {
                const group = document.createElementNS(ns, "g");
                group.setAttribute("id", "key-" + key.id);
                const rect = document.createElementNS(ns, "rect");
                for (const [name, value] of Object.entries({x: key.frame.x, y: key.frame.y, width: key.frame.width, height:\
             key.frame.height, rx: 5,
                                                            fill: key.action === "input" || key.action === "space" ? "#fff" : "#abb0bc"}\
            )) rect.setAttribute(name, value);
                const label = document.createElementNS(ns, "text");
                label.setAttribute("x", key.frame.x + key.frame.width / 2); label.setAttribute("y", key.frame.y + key.frame.height / 2 + 6);
                label.setAttribute("text-anchor", "middle"); label.setAttribute("font-size", key.label.length > 2 ? 13 : 18);
                label.textContent = key.label;
                group.append(rect, label);
                group.addEventListener("mousedown", event => event.preventDefault());
                group.onclick = async () => { show(await call("/api/tap", {x: key.frame.x + key.frame.width / 2, y: key.frame.y +\
             key.frame.height / 2})); refocus(); };
                svg.append(group);
              }
            }
            function refocus() { if (current) current.focus(); }
            for (const field of document.querySelectorAll("input, textarea")) {
              const html = field.nextElementSibling.dataset.html;
              const traits = document.getElementById("t" + field.id.slice(1));
              call("/api/traits", {html}).then(json => {
                if (!json) return;
                const t = json.traits;
                traits.textContent = `keyboardType ${t.keyboardType} · returnKeyType ${t.returnKeyType} · autocapitalization\
             ${t.autocapitalizationType} · autocorrection ${t.autocorrectionType}`
                  + (t.isSecureTextEntry ? " · secure" : "") + (t.textContentType ? ` · content ${t.textContentType}` : "")
                  + ` → ${json.keyboard.layout} ${json.keyboard.keyboardType}\
            ` + (json.keyboard.returnKey ? `, return '${json.keyboard.returnKey}'` : ", no return key");
              });
              field.addEventListener("focus", async () => { current = field; show(await call("/api/focus", {id: field.id, html})); });
              field.addEventListener("beforeinput", event => event.preventDefault());
              field.addEventListener("keydown", async event => {
                if (event.ctrlKey || event.metaKey || event.altKey || event.key === "Tab") return;
                event.preventDefault();
                if (event.key === "Backspace") show(await call("/api/key", {id: "backspace"}));
                else if (event.key === "Enter") show(await call("/api/key", {id: "return"}));
                else if (event.key.length === 1 || [...event.key].length === 1) show(await call("/api/type", {text: event.key}));
              });
            }
            document.getElementById("globe").onclick = async () => { show(await call("/api/globe")); refocus(); };
            </script></body></html>

            """
    }
}
