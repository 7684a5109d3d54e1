/// The rules of keyboards read from other formats (CLDR, Keyman).
extension LayoutRule {
    public static let invalidXML = LayoutRule(id: "invalid-xml", severity: .error,
                                              summary: "a CLDR keyboard file is not well-formed XML, or is past a limit",
                                              explanation: "CLDR keyboards are XML 1.0. The reader is bounded like the JSON one (1 MiB, " +
                                                           "64 levels) and reads no DTD: entity declarations are refused, so nothing can " +
                                                           "expand. Only the five predefined entities and character references are read.",
                                              examples: [LayoutRule.Example(["test.xml": #"<keyboard3 locale="en" conformsTo="45"><info "# +
                                                                                         #"name="T"/><keys></keyboard3>"#], triggers: true),
                                                         .layout(LayoutRule.valid, triggers: false)])
    public static let importDefect = LayoutRule(id: "import-defect", severity: .error,
                                                summary: "a CLDR or Keyman keyboard refers to what it does not define",
                                                explanation: "A row naming a key that is not defined, a key id defined twice, a flick or " +
                                                             "long-press id that does not exist, an import that cannot be found, a layer " +
                                                             "switch to no layer: the imported keyboard would be missing what the file " +
                                                             "meant. The message names the id; fix the source file.",
                                                examples: [LayoutRule.Example(["test.xml": #"<keyboard3 locale="en" "# +
                                                                                           #"conformsTo="45"><info name="T"/><layers "# +
                                                                                           #"formId="touch"><layer id="base"><row "# +
                                                                                           #"keys="a b "# +
                                                                                           #"nokey"/></layer></layers></keyboard3>"#],
                                                triggers: true),
                                                           LayoutRule.Example(["test.xml": #"<keyboard3 locale="en" "# +
                                                                                           #"conformsTo="45"><info name="T"/><layers "# +
                                                                                           #"formId="touch"><layer id="base"><row "# +
                                                                                           #"keys="q w e r t y u i o p"/><row keys="a s "# +
                                                                                           #"d f g h j k l"/><row keys="z x c v b n "# +
                                                                                           #"m"/><row "# +
                                                                                           #"keys="space"/></layer></layers></keyboard3>"#],
                                                           triggers: false)])
    public static let importDropped = LayoutRule(id: "import-dropped", severity: .warning,
                                                 summary: "part of a CLDR or Keyman keyboard the import cannot carry over",
                                                 explanation: "Some things have no place on a SoftKeyboard keyboard: a multi-segment " +
                                                              "flick (`nw se`), a hardware layer's modifiers beyond shift, caps and " +
                                                              "AltGr, a Keyman key whose output comes from the keyboard's .kmn program " +
                                                              "(a `T_` id), a desktop platform. The message says what is dropped and " +
                                                              "what the keyboard does instead.",
                                                 examples: [LayoutRule.Example(["test.xml": LayoutRule.cldrFlick], triggers: true),
                                                            LayoutRule.Example(["test.xml": LayoutRule.cldr()], triggers: false)])
    public static let importSuspicious = LayoutRule(id: "import-suspicious", severity: .warning,
                                                    summary: "something in a CLDR or Keyman keyboard its own tools warn of",
                                                    explanation: "The keyboard is imported, but a part of it is probably not what its " +
                                                                 "author meant: a Keyman key without an id, a CLDR string with `\\u0300` " +
                                                                 "where `\\u{0300}` was meant (CLDR reads only the braced escape, so the " +
                                                                 "text stays as written).",
                                                    examples: [LayoutRule.Example(["test.xml": cldrDisplay(#"\u0300"#)], triggers: true),
                                                               LayoutRule.Example(["test.xml": cldrDisplay(#"\u{300}"#)], triggers: false)])
}
