/// A diagnostic in the JSON shape `softkbd validate --format json` prints (documented in
/// README): `file`, `line`, `column`, `endLine`, `endColumn`, `severity`, `rule`, `message`,
/// `notes` (each `file`, `line`, `column`, `message`) and `fixIts` (each a range, its
/// `replacement`, and `mechanical`: whether `--fix` applies it).
extension Diagnostic: Encodable {
    public func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case file, line, column, endLine, endColumn, severity, rule, message, notes, fixIts }
        enum NoteKeys: String, CodingKey { case file, line, column, message }
        enum FixKeys: String, CodingKey { case file, line, column, endLine, endColumn, replacement, mechanical }
        var c = encoder.container(keyedBy: Keys.self)
        let range = self.range
        try c.encode(range.file, forKey: .file)
        try c.encode(range.start.line, forKey: .line)
        try c.encode(range.start.column, forKey: .column)
        try c.encode(range.end.line, forKey: .endLine)
        try c.encode(range.end.column, forKey: .endColumn)
        try c.encode(severity.rawValue, forKey: .severity)
        try c.encode(rule, forKey: .rule)
        try c.encode(message, forKey: .message)
        var notes = c.nestedUnkeyedContainer(forKey: .notes)
        for note in self.notes {
            var n = notes.nestedContainer(keyedBy: NoteKeys.self)
            try n.encode(note.range.file, forKey: .file)
            try n.encode(note.range.start.line, forKey: .line)
            try n.encode(note.range.start.column, forKey: .column)
            try n.encode(note.message, forKey: .message)
        }
        var fixes = c.nestedUnkeyedContainer(forKey: .fixIts)
        for fix in self.fixIts {
            var f = fixes.nestedContainer(keyedBy: FixKeys.self)
            try f.encode(fix.range.file, forKey: .file)
            try f.encode(fix.range.start.line, forKey: .line)
            try f.encode(fix.range.start.column, forKey: .column)
            try f.encode(fix.range.end.line, forKey: .endLine)
            try f.encode(fix.range.end.column, forKey: .endColumn)
            try f.encode(fix.replacement, forKey: .replacement)
            try f.encode(fix.isMechanical, forKey: .mechanical)
        }
    }
}
