import KeyboardDrawing

/// The web playground's one page: a form with inputs of every type and of the attributes
/// keyboards read, each showing the traits SoftKeyboard reads from it (WebKit's rules) and the
/// keyboard it gets; and, docked at the bottom of the window as a phone's keyboard is, the
/// session's keyboard as `KeyboardDrawing` draws it (the server sends the SVG with every state),
/// under iOS's bar: the candidate strip (which expands into the full view over the keys) or the
/// three-slot suggestion bar. Fingers are the mouse or touches: taps, long presses, slides,
/// strokes on a handwriting pad; the computer's keyboard types too. Controls choose the
/// device, orientation, appearance and keyboard.
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

    /// The page with the default device list and keyboards (for tests of its text).
    public static var html: String { html(devices: ["iphone-classic"], keyboards: ["en-US"]) }

    /// The page, its controls offering `devices` and `keyboards`.
    public static func html(devices: [String], keyboards: [String]) -> String {
        let rows = fields.enumerated().map { index, field in
            let control = field.1.replacingOccurrences(of: "<input ", with: "<input id=\"f\(index)\" ")
                .replacingOccurrences(of: "<textarea", with: "<textarea id=\"f\(index)\"")
            let source = KeyboardDrawing.escaped(field.1)
            return """
                <div class="field"><label for="f\(index)">\(KeyboardDrawing.escaped(field.0))</label>\(control)\
                <code data-html="\(source)">\(source)</code><div class="traits" id="t\(index)"></div></div>
                """
        }.joined(separator: "\n")
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(KeyboardDrawing.escaped($0))\">\(KeyboardDrawing.escaped($0))</option>" }.joined()
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>SoftKeyboard playground</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>\(style)</style></head><body>
            <form id="form" onsubmit="return false">
            <h1>SoftKeyboard playground</h1>
            <p>Each field shows the traits SoftKeyboard reads from its HTML (WebKit's rules) and the keyboard it gets. Focus one, then\
             type with your keyboard or use the keys: a click is a tap, holding shows alternates, dragging slides or writes on a\
             handwriting pad. Every key goes through the real session (autocorrection, pinyin, Hangul, kana, handwriting). A tool\
             for looking, served on 127.0.0.1 only.</p>
            \(rows)
            </form>
            <div id="dock">
            <div id="controls"><label>Device <select id="device-select">\(options(devices))</select></label>\
            <label>Orientation <select id="orientation-select">\(options(["portrait", "landscape"]))</select></label>\
            <label>Appearance <select id="appearance-select"><option value="field">the field's</option>\
            \(options(["default", "dark"]))</select></label>\
            <label>Keyboard <select id="keyboard-select">\(options(keyboards))</select></label>\
            <label><input type="checkbox" id="preview" checked> Character preview</label>\
            <button id="globe" type="button">🌐 next keyboard</button></div>
            <div id="status"><span id="state">Focus a field.</span> <span id="notice"></span></div>
            <div id="composition"></div>
            <div id="frame"><div id="bar"></div><div id="keyboard"></div><div id="expanded" hidden></div></div>
            </div>
            <script>\(script)</script></body></html>

            """
    }

    static let style = """
        body{font:15px -apple-system,'Helvetica Neue',Helvetica,Arial,'Noto Sans',sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        form{padding:1.5em 1.5em 520px;max-width:44em}.field{margin-bottom:.9em}label{font-weight:600}
        .field label{display:block}input,textarea{font:inherit;width:22em}
        code{display:block;font-size:12px;color:#636366}.traits{font-size:12px;color:#0a60d0}
        #dock{position:fixed;left:50%;bottom:0;transform:translateX(-50%);background:#fff;border-radius:12px 12px 0 0;
        box-shadow:0 -2px 12px rgba(0,0,0,.18);padding:8px 8px 0;width:320px;max-width:100vw;box-sizing:content-box}
        #controls{display:flex;flex-wrap:wrap;gap:.2em .7em;font-size:11px;margin-bottom:4px}#controls label{font-weight:500}
        #controls select,#controls button{font-size:11px}#controls input{width:auto;margin:0 .2em 0 0}
        #status{font-size:12px;color:#636366;min-height:1.3em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        #notice{color:#c00}
        #composition{min-height:1.4em;font-size:17px;white-space:pre;overflow:hidden;text-overflow:ellipsis}
        #composition u{text-decoration:underline 2px #0a60d0}#composition .caret{border-left:2px solid #0a60d0;margin-left:-1px}
        #frame{position:relative;margin:0 -8px;background:#d1d3d9}#frame.dark{background:#2b2b2d}
        #bar{height:44px;display:flex;align-items:center;overflow:hidden;font-size:17px;color:#000}#frame.dark #bar{color:#fff}
        #bar .strip{display:flex;overflow-x:auto;flex:1;scrollbar-width:none;height:100%;align-items:center}
        #bar .strip::-webkit-scrollbar{display:none}
        #bar .query{color:#8e8e93;padding:0 10px;white-space:nowrap;background:#fff;border-radius:8px;margin:0 6px;line-height:2}
        #bar button{font:inherit;color:inherit;background:none;border:0;padding:0 .8em;white-space:nowrap;cursor:pointer;height:100%}
        #bar .slots{display:grid;grid-template-columns:1fr 1fr 1fr;flex:1;height:100%}
        #bar .slots button{border-left:1px solid rgba(128,128,128,.35);overflow:hidden;text-overflow:ellipsis}
        #bar .slots button:first-child{border-left:0}#bar .auto{background:rgba(255,255,255,.75);border-radius:6px}
        #bar .chevron{border-left:1px solid rgba(128,128,128,.35);flex:none;padding:0 .9em}
        #keyboard{touch-action:none;user-select:none;line-height:0}#keyboard svg{display:block;overflow:visible}
        #expanded{position:absolute;left:0;right:0;bottom:0;overflow-y:auto;background:inherit;display:flex;flex-wrap:wrap;
        align-content:flex-start;font-size:19px}
        #expanded[hidden]{display:none}#expanded button{font:inherit;color:inherit;background:none;border:0;border-bottom:1px solid
         rgba(128,128,128,.3);padding:.55em .8em;cursor:pointer}
        """

    static let script = """
        "use strict";
        let current = null, lastState = null, expanded = false, finger = null, timer = null;
        let queue = Promise.resolve();
        const now = () => performance.now() / 1000;
        const $ = id => document.getElementById(id);
        async function call(path, body) {
          const response = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                                              body: JSON.stringify(Object.assign({t: now()}, body || {}))});
          const json = await response.json();
          if (!response.ok) { $("notice").textContent = json.error || response.statusText; return null; }
          return json;
        }
        // Requests one after another, each state shown as it comes.
        function send(path, body) { queue = queue.then(() => call(path, body)).then(show); return queue; }
        function show(state) {
          if (!state) return;
          lastState = state;
          const field = state.field && $(state.field);
          if (field) {
            field.value = state.text;
            if (document.activeElement === field) { try { field.setSelectionRange(state.selection[0], state.selection[1]); } catch (e) {} }
          }
          showComposition(state);
          $("notice").textContent = state.notice || state.problem || "";
          $("state").textContent = state.keyboard ? `${state.keyboard.layout} · ${state.keyboard.keyboardType} · ${state.layer}`
            + ` · ${state.device} ${state.orientation}` : "no keyboard";
          $("frame").className = state.svg && state.svg.includes('class="kb dark"') ? "dark" : "";
          $("keyboard").innerHTML = state.svg || "";
          const svg = $("keyboard").querySelector("svg");
          if (svg) { $("frame").style.width = svg.getAttribute("width") + "px"; $("dock").style.width = svg.getAttribute("width") + "px"; }
          if (state.keyboard && $("keyboard-select").value !== state.layout) $("keyboard-select").value = state.layout;
          if (state.device) { $("device-select").value = state.device; $("orientation-select").value = state.orientation; }
          if (!state.candidates.length) expanded = false;
          showBar(state);
          showExpanded(state);
        }
        function button(text, onpick, className) {
          const b = document.createElement("button");
          b.type = "button"; b.textContent = text; if (className) b.className = className;
          b.onclick = onpick;
          return b;
        }
        // iOS's bar: candidates in a strip that scrolls (a chevron expands them over the keys),
        // suggestions in three slots, or follow-ons after a pick.
        function showBar(state) {
          const bar = $("bar");
          bar.replaceChildren();
          if (state.emojiSearch) {
            // iOS's "Search Emoji": the query in a field, the emoji found in a strip, Done to go back.
            const strip = document.createElement("div"); strip.className = "strip";
            const query = document.createElement("span"); query.className = "query";
            query.textContent = "🔍 " + (state.emojiSearch.query || state.emojiSearch.placeholder);
            strip.append(query);
            state.emojiSearch.results.forEach((r, index) => { const b = button(r.emoji, () => pick("emojiResult", index)); b.title = r.name;
                                                              strip.append(b); });
            bar.append(strip, button("Done", () => send("/api/emojiDone"), "chevron"));
          } else if (state.candidates.length) {
            const strip = document.createElement("div"); strip.className = "strip";
            state.candidates.forEach((text, index) => strip.append(button(text, () => pick("candidate", index))));
            bar.append(strip, button(expanded ? "⌃" : "⌄", () => { expanded = !expanded; if (expanded) send("/api/more");
                                                                   else show(lastState); }, "chevron"));
          } else if (state.suggestions.length) {
            const slots = document.createElement("div"); slots.className = "slots";
            for (let index = 0; index < 3; index++) {
              const s = state.suggestions[index];
              slots.append(s ? button(s.kind === "typed" ? `“${s.text}”` : s.text, () => pick("suggestion", index),
                                      s.isAutocorrection ? "auto" : "") : document.createElement("span"));
            }
            bar.append(slots);
          } else if (state.followOns.length) {
            const strip = document.createElement("div"); strip.className = "strip";
            state.followOns.forEach((text, index) => strip.append(button(text, () => pick("followOn", index))));
            bar.append(strip);
          }
        }
        function showExpanded(state) {
          const view = $("expanded");
          view.hidden = !expanded;
          view.replaceChildren();
          if (!expanded) return;
          const svg = $("keyboard").querySelector("svg");
          if (svg) view.style.height = svg.getAttribute("height") + "px";
          state.candidates.forEach((text, index) => view.append(button(text, () => { expanded = false; pick("candidate", index); })));
          if (state.hasMoreCandidates) view.append(button("…", () => send("/api/more")));
        }
        function pick(kind, index) { send(`/api/${kind}`, {index}); }
        // The field's text as the session has it: the composition underlined, the caret drawn.
        function showComposition(state) {
          const box = $("composition");
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
        // A finger on the keyboard, in the keyboard's points (the picture's own coordinates).
        function point(event) {
          const svg = $("keyboard").querySelector("svg");
          const p = svg.createSVGPoint(); p.x = event.clientX; p.y = event.clientY;
          const q = p.matrixTransform(svg.getScreenCTM().inverse());
          return {x: q.x, y: q.y};
        }
        const keyboard = $("keyboard");
        keyboard.addEventListener("pointerdown", event => {
          if (!current || !keyboard.querySelector("svg")) return;
          event.preventDefault();
          keyboard.setPointerCapture(event.pointerId);
          finger = event.pointerId;
          send("/api/touch", Object.assign({phase: "down"}, point(event)));
          clearInterval(timer);
          timer = setInterval(() => send("/api/advance"), 150);   // long presses and key repeat
        });
        keyboard.addEventListener("pointermove", event => {
          if (finger !== event.pointerId) return;
          send("/api/touch", Object.assign({phase: "move"}, point(event)));
        });
        function lift(event) {
          if (finger !== event.pointerId) return;
          finger = null;
          clearInterval(timer);
          send("/api/touch", Object.assign({phase: "up"}, point(event)));
          // After a stroke the character ends when the pen rests.
          setTimeout(() => { if (finger === null) send("/api/advance"); }, 1200);
        }
        keyboard.addEventListener("pointerup", lift);
        keyboard.addEventListener("pointercancel", lift);
        // The field keeps the focus while the keyboard and the bar are used, as on a phone.
        $("dock").addEventListener("mousedown", event => { if (!event.target.closest("select, input, label")) event.preventDefault(); });
        for (const field of document.querySelectorAll("#form input, #form textarea")) {
          const html = field.nextElementSibling.dataset.html;
          const traits = $("t" + field.id.slice(1));
          call("/api/traits", {html}).then(json => {
            if (!json) return;
            const t = json.traits;
            traits.textContent = `keyboardType ${t.keyboardType} · returnKeyType ${t.returnKeyType} · autocapitalization`
              + ` ${t.autocapitalizationType} · autocorrection ${t.autocorrectionType}`
              + (t.isSecureTextEntry ? " · secure" : "") + (t.textContentType ? ` · content ${t.textContentType}` : "")
              + ` → ${json.keyboard.layout} ${json.keyboard.keyboardType}`
              + (json.keyboard.returnKey ? `, return '${json.keyboard.returnKey}'` : ", no return key");
          });
          field.addEventListener("focus", () => {
            if (current === field) return;
            current = field;
            expanded = false;
            send("/api/focus", {id: field.id, html});
          });
          field.addEventListener("beforeinput", event => event.preventDefault());
          field.addEventListener("keydown", event => {
            if (event.ctrlKey || event.metaKey || event.altKey || event.key === "Tab") return;
            event.preventDefault();
            if (event.key === "Escape") { expanded = false; show(lastState); }
            else if (event.key === "Backspace") send("/api/key", {id: "backspace"});
            else if (event.key === "Enter") send("/api/key", {id: "return"});
            else if ([...event.key].length === 1) send("/api/type", {text: event.key});
          });
        }
        function settings() {
          return {device: $("device-select").value, orientation: $("orientation-select").value, appearance: $("appearance-select").value,
                  preview: $("preview").checked};
        }
        for (const id of ["device-select", "orientation-select", "appearance-select", "preview"]) {
          $(id).addEventListener("change", () => { send("/api/device", settings()); if (current) current.focus(); });
        }
        $("keyboard-select").addEventListener("change", () => {
          if (current) { send("/api/keyboard", {layout: $("keyboard-select").value}); current.focus(); }
        });
        $("globe").onclick = () => send("/api/globe");
        """
}
