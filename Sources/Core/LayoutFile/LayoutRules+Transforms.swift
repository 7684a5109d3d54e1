/// The rules of a layout's transforms.
extension LayoutRule {
    public static let invalidTransform = LayoutRule(id: "invalid-transform", severity: .error,
                                                    summary: "a transform, reorder or variable that cannot be read",
                                                    explanation: "Transforms use the regular-expression subset of CLDR keyboards (UTS " +
                                                                 "#35 Part 7): characters, `.`, `[…]`, `\\u{…}`, `\\m{marker}`, " +
                                                                 "`${string}`, `$[set]`, groups, `|`, `?` and `{m,n}`. The message says " +
                                                                 "what is wrong and where; `$[1:set]` in a `to` needs group 1 of the " +
                                                                 "`from` to be one set variable of as many members.",
                                                    examples: [.layout(LayoutRule.file(#""inputMethod": "transforms", "transforms": "# +
                                                                                       #"{"simple": [{"rules": [{"from": "a(b", "to": "# +
                                                                                       #""c"}]}]}, "#), triggers: true),
                                                               .layout(LayoutRule.file(#""inputMethod": "transforms", "transforms": "# +
                                                                                       #"{"variables": {"v": {"set": "a e"}, "w": "# +
                                                                                       #"{"set": "á é"}}, "simple": [{"rules": "# +
                                                                                       #"[{"from": "# +
                                                                                       #""'($[v])", "to": "$[1:w]"}]}]}, "#),
                                                               triggers: false)])
    public static let unreachableTransform = LayoutRule(id: "unreachable-transform", severity: .warning,
                                                        summary: "a transform that can never match",
                                                        explanation: "A transform that needs a marker no key types and no transform " +
                                                                     "makes never fires: usually a misspelt marker name or a dead key " +
                                                                     "left out of the rows.",
                                                        examples: [.layout(LayoutRule.file(#""inputMethod": "transforms", "transforms": "# +
                                                                                           #"{"simple": [{"rules": [{"from": "# +
                                                                                           #""\\m{acute}e", "to": "é"}]}]}, "#),
                                                        triggers: true),
                                                                   .layout(LayoutRule.file(#""inputMethod": "transforms", "keys": "# +
                                                                                           #"{"dead": {"output": "\\m{acute}", "label": "# +
                                                                                           #""´"}}, "transforms": {"simple": [{"rules": "# +
                                                                                           #"[{"from": "\\m{acute}e", "to": "é"}]}]}, "#,
                                                                   rows: #""q w e r t y u i o p", "a s d f g h j k l", "shift dead z x "# +
                                                                         #"c "# +
                                                                         #"v b n m gap backspace", "@bottom""#), triggers: false)])

    // MARK: Imported formats
}
