import Foundation
import Testing
import TextInputTraits
import _TestSupport

@Suite("PasswordRules")
struct PasswordRulesTests {
    @Test("Apple's example parses into the structure")
    func example() throws {
        let rules = try PasswordRules(descriptor: "required: lower; required: digit; minlength: 20;")
        #expect(rules.required == [[.lower], [.digit]])
        #expect(rules.allowed == [])
        #expect(rules.minLength == 20)
        #expect(rules.maxLength == nil)
        #expect(rules.maxConsecutive == nil)
        #expect(rules.descriptor == "required: lower; required: digit; minlength: 20;")
    }

    @Test("every rule and class, in any case and spacing")
    func everything() throws {
        let rules = try PasswordRules(descriptor: " REQUIRED:upper,lower ;required : digit;ALLOWED: special, [-().&@?'#,/\"+]; allowed: " +
                                                  "ascii-printable;max-consecutive: 2; minlength: 8; maxlength: 64 ")
        #expect(rules.required == [[.upper, .lower], [.digit]])
        #expect(rules.allowed == [.special, .asciiPrintable, .custom("\"#&'()+,-./?@")])
        #expect(rules.maxConsecutive == 2)
        #expect(rules.minLength == 8)
        #expect(rules.maxLength == 64)
        #expect(rules.canonicalDescriptor == ##"required: upper, lower; required: digit; allowed: special, ascii-printable, "## +
                                             ##"[-"#&'()+,./?@]; max-consecutive: 2; minlength: 8; maxlength: 64;"##)
        #expect(try PasswordRules(descriptor: rules.canonicalDescriptor).canonicalDescriptor == rules.canonicalDescriptor)
    }

    @Test("repeated length rules keep the strictest value")
    func strictest() throws {
        let rules = try PasswordRules(descriptor: "minlength: 8; minlength: 12; maxlength: 40; maxlength: 30; max-consecutive: 3; " +
                                                  "max-consecutive: 2")
        #expect(rules.minLength == 12)
        #expect(rules.maxLength == 30)
        #expect(rules.maxConsecutive == 2)
    }

    @Test("custom classes: ']' right after '[' and '-' first (or after that ']') are literal; repeats merge")
    func customClasses() throws {
        #expect(try PasswordRules(descriptor: "allowed: [-]").allowed == [.custom("-")])
        #expect(try PasswordRules(descriptor: "allowed: []]").allowed == [.custom("]")])
        #expect(try PasswordRules(descriptor: "allowed: []-ab]").allowed == [.custom("-]ab")])
        #expect(try PasswordRules(descriptor: "allowed: []-ab]").canonicalDescriptor == "allowed: []-ab];")
        #expect(try PasswordRules(descriptor: "allowed: [ba], [ca]").allowed == [.custom("abc")])
        #expect(try PasswordRules(descriptor: "allowed: [; ]").allowed == [.custom(" ;")])
        #expect(try PasswordRules(descriptor: "required: upper, upper").required == [[.upper]])
    }

    @Test("empty and trailing rules are allowed")
    func emptyRules() throws {
        #expect(try PasswordRules(descriptor: "").canonicalDescriptor == "")
        #expect(try PasswordRules(descriptor: ";;minlength: 8;;").minLength == 8)
    }

    static let invalid: [(String, Int, String)] = [
        ("minlenght: 8", 1, "unknown rule 'minlenght'; did you mean 'minlength'?"),
        ("required: uper", 11, "unknown character class 'uper'; did you mean 'upper'?"),
        ("required: emoji", 11,
         "unknown character class 'emoji'; expected one of upper, lower, digit, special, ascii-printable, unicode or a [custom] class"),
        ("required lower", 10, "expected ':' after 'required', found 'l'"),
        ("required", 9, "expected ':' after 'required'"),
        ("required:", 10, "expected a character class for 'required'"),
        ("required: lower,", 17, "expected a character class for 'required'"),
        ("minlength: eight", 12, "expected a non-negative integer for 'minlength', found 'e'"),
        ("minlength: -1", 12, "expected a non-negative integer for 'minlength', found '-'"),
        ("maxlength: 99999999999999999999999", 12, "number for 'maxlength' is too large"),
        ("minlength: 8 9", 14, "expected ';' after the value of 'minlength', found '9'"),
        ("allowed: [abc", 10, "unterminated character class: missing ']'"),
        ("allowed: [a-z]", 12, "'-' must come first in a custom character class"),
        ("allowed: [-]]", 13, "expected ';' after the value of 'allowed', found ']'"),
        ("allowed: []", 10, "unterminated character class: missing ']'"),
        ("allowed: [aé]", 12, "custom character class may only hold ASCII printable characters, found 'é' (U+E9)"),
        ("minlength: 20; maxlength: 8", 16, "minlength 20 is greater than maxlength 8"),
        ("@", 1, "expected a rule name, found '@'"),
        ("必須: lower", 1, "unknown rule '必須'; expected one of required, allowed, max-consecutive, minlength, maxlength"),
    ]

    @Test("bad descriptors are errors naming the column and the token", arguments: invalid)
    func invalidDescriptors(descriptor: String, column: Int, message: String) {
        #expect(throws: PasswordRules.ParseError(column: column, message: message)) {
            try PasswordRules(descriptor: descriptor)
        }
    }

    @Test("checking passwords against the rules")
    func satisfaction() throws {
        let rules = try PasswordRules(descriptor: "required: upper; required: digit, special; max-consecutive: 2; minlength: 6; " +
                                                  "maxlength: 10")
        #expect(rules.isSatisfied(by: "Abcde1"))
        #expect(rules.isSatisfied(by: "Abcde!"))
        #expect(!rules.isSatisfied(by: "abcde1"))     // no upper
        #expect(!rules.isSatisfied(by: "Abcdef"))     // no digit or special
        #expect(!rules.isSatisfied(by: "Abc1"))       // too short
        #expect(!rules.isSatisfied(by: "Abcdefghij1")) // too long
        #expect(!rules.isSatisfied(by: "Abccc1"))     // three in a row
        #expect(!rules.isSatisfied(by: "Abcdé1"))     // not ASCII, nothing allows it
        let unicode = try PasswordRules(descriptor: "allowed: unicode")
        #expect(unicode.isSatisfied(by: "pässwörd🔑"))
        let custom = try PasswordRules(descriptor: "allowed: lower, [-_]")
        #expect(custom.isSatisfied(by: "a-b_c"))
        #expect(!custom.isSatisfied(by: "a.b"))
    }

    @Test("JSON carries the descriptor and the parse; decoding re-parses")
    func codable() throws {
        let rules = try PasswordRules(descriptor: "required: digit; minlength: 6")
        let data = try JSONEncoder().encode(rules)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["descriptor"] as? String == "required: digit; minlength: 6")
        #expect(object?["minLength"] as? Int == 6)
        #expect(object?["required"] as? [[String]] == [["digit"]])
        #expect(try JSONDecoder().decode(PasswordRules.self, from: data) == rules)
    }

    @Test("random descriptors: an error with a column inside the text, or rules whose canonical form parses back the same",
          .timeLimit(.minutes(2)))
    func fuzz() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x9A55_0001)
        let pieces = ["required", "allowed", "minlength", "maxlength", "max-consecutive", ":", ";", ",", " ", "upper", "lower",
                      "digit", "special", "ascii-printable", "unicode", "[", "]", "-", "a", "_", "8", "12", "é", "\t"]
        var parsed = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0..<14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            do {
                let rules = try PasswordRules(descriptor: text)
                parsed += 1
                let again = try PasswordRules(descriptor: rules.canonicalDescriptor)
                #expect(again.required == rules.required && again.allowed == rules.allowed, "\(text.debugDescription)")
                #expect(again.minLength == rules.minLength && again.maxLength == rules.maxLength
                        && again.maxConsecutive == rules.maxConsecutive)
            } catch {
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "\(text.debugDescription): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(parsed > 100, "the generator should produce some valid descriptors")
    }
}
