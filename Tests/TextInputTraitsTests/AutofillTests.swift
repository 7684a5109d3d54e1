import Testing
import TextInputTraits
import _TestSupport

@Suite("Autofill (autocomplete grammar)")
struct AutofillTests {
    struct Valid: Sendable, CustomStringConvertible {
        var value: String
        var field: String
        var section: String? = nil
        var address: Autofill.AddressType? = nil
        var contact: Autofill.ContactKind? = nil
        var webauthn = false
        var idl: String
        var description: String { value }
    }

    static let valid: [Valid] = [
        Valid(value: "on", field: "on", idl: "on"),
        Valid(value: "OFF", field: "off", idl: "off"),
        Valid(value: " email ", field: "email", idl: "email"),
        Valid(value: "Given-Name", field: "given-name", idl: "given-name"),
        Valid(value: "shipping street-address", field: "street-address", address: .shipping, idl: "shipping street-address"),
        Valid(value: "section-blue billing postal-code", field: "postal-code", section: "section-blue", address: .billing,
              idl: "section-blue billing postal-code"),
        Valid(value: "work tel", field: "tel", contact: .work, idl: "work tel"),
        Valid(value: "section-x shipping mobile tel-national", field: "tel-national", section: "section-x", address: .shipping,
              contact: .mobile, idl: "section-x shipping mobile tel-national"),
        Valid(value: "username webauthn", field: "username", webauthn: true, idl: "username webauthn"),
        Valid(value: "webauthn", field: "webauthn", webauthn: true, idl: "webauthn"),
        Valid(value: "section-a shipping home email webauthn", field: "email", section: "section-a", address: .shipping, contact: .home,
              webauthn: true, idl: "section-a shipping home email webauthn"),
        Valid(value: "section- one-time-code", field: "one-time-code", section: "section-", idl: "section- one-time-code"),
    ]

    @Test("valid token sequences", arguments: valid)
    func validSequences(_ c: Valid) throws {
        let detail = try Autofill(attribute: c.value)
        #expect(detail.fieldName == c.field)
        #expect(detail.section == c.section)
        #expect(detail.addressType == c.address)
        #expect(detail.contactKind == c.contact)
        #expect(detail.isWebAuthn == c.webauthn)
        #expect(detail.idlValue == c.idl)
    }

    static let invalid: [(String, String)] = [
        ("", "empty autocomplete value"),
        ("   ", "empty autocomplete value"),
        ("emial", "unknown autofill field 'emial'; did you mean 'email'?"),
        ("zip", "unknown autofill field 'zip'"),
        ("on off", "too many tokens for 'off': at most 1, found 2"),
        ("billing on", "too many tokens for 'on': at most 1, found 2"),
        ("home name", "'home' may only precede a contact field (tel…, email, impp), not 'name'"),
        ("home shipping tel", "'home' is out of order; the order is section-*, shipping|billing, home|work|mobile|fax|pager, field"),
        ("section-a section-b name", "unexpected token 'section-b' in autocomplete value"),
        ("blue name", "unexpected token 'blue'; a scope must start with 'section-'"),
        ("a b c d tel", "too many tokens for 'tel': at most 4, found 5"),
        ("on webauthn", "'webauthn' must follow a normal or contact field, found 'on'"),
        ("webauthn webauthn", "'webauthn' must follow a normal or contact field, found 'webauthn'"),
        ("a b c d tel webauthn", "too many tokens for 'webauthn': at most 5, found 6"),
        ("a b c name webauthn", "too many tokens before 'webauthn' for 'name': at most 3, found 4"),
        ("section-\tx\ncurrent-password", "unexpected token 'x' in autocomplete value"),
        ("shipping billing name", "only one of 'shipping' and 'billing' may be given"),
        ("home work tel", "only one contact kind (home, work, mobile, fax, pager) may be given"),
    ]

    @Test("invalid token sequences name the broken rule", arguments: invalid)
    func invalidSequences(value: String, message: String) {
        #expect(throws: Autofill.Invalid(message: message)) { try Autofill(attribute: value) }
    }

    @Test("the field tables hold 44 normal and 10 contact names")
    func tables() {
        #expect(Autofill.normalFieldNames.count == 44)
        #expect(Autofill.contactFieldNames.count == 10)
        #expect(Autofill.normalFieldNames.isDisjoint(with: Autofill.contactFieldNames))
        #expect(Autofill.category(of: "webauthn") == .credential)
        #expect(Autofill.category(of: "tel-extension") == .contact)
        #expect(Autofill.category(of: "photo") == .normal)
        #expect(Autofill.category(of: "zip") == nil)
    }

    static let contentTypes: [(String, TextContentType?)] = [
        ("name", .name), ("honorific-prefix", .namePrefix), ("given-name", .givenName), ("additional-name", .middleName),
        ("family-name", .familyName), ("honorific-suffix", .nameSuffix), ("nickname", .nickname),
        ("organization-title", .jobTitle), ("organization", .organizationName), ("street-address", .fullStreetAddress),
        ("address-line1", .streetAddressLine1), ("address-line2", .streetAddressLine2), ("address-level3", .sublocality),
        ("address-level2", .addressCity), ("address-level1", .addressState), ("country-name", .countryName),
        ("postal-code", .postalCode), ("tel", .telephoneNumber), ("email", .emailAddress), ("url", .URL),
        ("username", .username), ("webauthn", .username), ("one-time-code", .oneTimeCode),
        ("new-password", .newPassword), ("current-password", .password),
        ("address-line3", nil), ("address-level4", nil), ("country", nil),
        ("cc-number", .creditCardNumber), ("cc-csc", .creditCardSecurityCode), ("cc-exp", .creditCardExpiration),
        ("cc-exp-month", .creditCardExpirationMonth), ("cc-exp-year", .creditCardExpirationYear), ("cc-name", .creditCardName),
        ("transaction-amount", nil), ("language", nil), ("bday", nil), ("sex", nil), ("photo", nil),
        ("tel-national", nil), ("impp", nil), ("on", nil), ("off", nil),
    ]

    @Test("content types as WebKit maps them", arguments: contentTypes)
    func webKitContentTypes(value: String, type: TextContentType?) throws {
        #expect(try Autofill(attribute: value).webKitContentType == type)
    }

    @Test("random token sequences: valid ones re-read from their IDL value to the same detail", .timeLimit(.minutes(2)))
    func fuzz() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0xA070_0001)
        let tokens = ["section-a", "section-", "shipping", "billing", "home", "work", "fax", "name", "email", "tel", "tel-local",
                      "username", "webauthn", "on", "off", "new-password", "bogus", "NAME"]
        var valid = 0
        for _ in 0..<5_000 {
            let value = (0..<Int.random(in: 0..<6,
                                        using: &generator)).map { _ in tokens.randomElement(using: &generator)! }.joined(separator: " ")
            guard let detail = try? Autofill(attribute: value) else { continue }
            valid += 1
            #expect((try? Autofill(attribute: detail.idlValue)) == detail, "\(value)")
        }
        #expect(valid > 200)
    }
}
