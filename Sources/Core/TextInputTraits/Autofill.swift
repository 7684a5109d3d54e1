import EditDistance

/// An HTML form control's `autocomplete` attribute, read by the WHATWG autofill processing
/// model: what the field is (`email`, `new-password` …) and how it is scoped.
///
/// The grammar, space-separated and ASCII case-insensitive:
///
///     [section-*] [shipping | billing] [home | work | mobile | fax | pager] field [webauthn]
///
/// or a lone `on` or `off`. The contact kind (`home` …) may only precede a contact field
/// (`tel…`, `email`, `impp`); a normal field takes at most 3 tokens, a contact field 4, and
/// `webauthn` one more. Anything else is invalid, which HTML treats as if the attribute were
/// missing (the *default*: autofill `on`, or `off` when the form says so).
///
/// ```swift
/// let detail = try Autofill(attribute: "section-blue shipping home tel webauthn")
/// detail.fieldName       // "tel"
/// detail.section         // "section-blue"
/// detail.addressType     // .shipping
/// detail.contactKind     // .home
/// detail.isWebAuthn      // true
/// try Autofill(attribute: "home name")   // throws: 'home' may only precede a contact field
/// ```
public struct Autofill: Hashable, Sendable {
    /// The category of a field name, which fixes how many tokens may precede it.
    public enum Category: String, Hashable, Sendable {
        /// `off`: one token.
        case off
        /// `on`: one token.
        case automatic
        /// Most fields: up to 3 tokens (section, address type, field).
        case normal
        /// `tel…`, `email`, `impp`: up to 4 tokens (a contact kind is allowed).
        case contact
        /// `webauthn`: up to 5 tokens.
        case credential

        var maximumTokens: Int {
            switch self {
            case .off, .automatic: 1
            case .normal: 3
            case .contact: 4
            case .credential: 5
            }
        }
    }

    /// `shipping` or `billing`.
    public enum AddressType: String, Hashable, Sendable, CaseIterable {
        case shipping, billing
    }

    /// The kind of contact detail: `home`, `work`, `mobile`, `fax` or `pager`.
    public enum ContactKind: String, Hashable, Sendable, CaseIterable {
        case home, work, mobile, fax, pager
    }

    /// Why an attribute value is invalid (and so treated as missing).
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        public let message: String
        public init(message: String) { self.message = message }

        public var description: String { message }
    }

    /// The autofill field name, lower-cased: `on`, `off`, a field such as `email`, or
    /// `webauthn` when that token stands alone.
    public let fieldName: String
    /// The `section-*` token, lower-cased.
    public let section: String?
    public let addressType: AddressType?
    public let contactKind: ContactKind?
    /// Whether the `webauthn` credential token was given.
    public let isWebAuthn: Bool

    /// The category of ``fieldName``.
    public var category: Category { Self.category(of: fieldName) ?? .off }

    /// The normalised attribute value, as the `autocomplete` IDL attribute reports it
    /// (`"section-a billing email webauthn"`, `"on"`, `"off"`).
    public var idlValue: String {
        if category == .off || category == .automatic { return fieldName }
        var tokens: [String] = []
        if let section { tokens.append(section) }
        if let addressType { tokens.append(addressType.rawValue) }
        if let contactKind { tokens.append(contactKind.rawValue) }
        if fieldName != "webauthn" { tokens.append(fieldName) }
        if isWebAuthn { tokens.append("webauthn") }
        return tokens.joined(separator: " ")
    }

    /// Reads an `autocomplete` attribute value.
    ///
    /// - Throws: ``Invalid`` explaining the first rule the value breaks; HTML then treats the
    ///   attribute as missing.
    /// - Complexity: O(*n*) in the length of the value.
    public init(attribute value: String) throws(Invalid) {
        let tokens = value.asciiLowercased.split(whereSeparator: { character in
            character.unicodeScalars.first.map { " \t\n\r\u{0C}".unicodeScalars.contains($0) } ?? false
        }).map(String.init)
        guard let last = tokens.last else { throw Invalid(message: "empty autocomplete value") }
        guard var category = Self.category(of: last) else {
            let hint = closestMatch(to: last, in: Self.allFieldNames).map { "; did you mean '\($0)'?" } ?? ""
            throw Invalid(message: "unknown autofill field '\(last)'\(hint)")
        }
        guard tokens.count <= category.maximumTokens else {
            throw Invalid(message: "too many tokens for '\(last)': at most \(category.maximumTokens), found \(tokens.count)")
        }
        if category == .off || category == .automatic {
            self.init(fieldName: last, section: nil, addressType: nil, contactKind: nil, isWebAuthn: false)
            return
        }
        var index = tokens.count - 1
        var field = last
        var webauthn = false
        if category == .credential {
            webauthn = true
            guard index > 0 else {
                self.init(fieldName: field, section: nil, addressType: nil, contactKind: nil, isWebAuthn: true)
                return
            }
            index -= 1
            field = tokens[index]
            guard let fieldCategory = Self.category(of: field), fieldCategory == .normal || fieldCategory == .contact else {
                throw Invalid(message: "'webauthn' must follow a normal or contact field, found '\(field)'")
            }
            category = fieldCategory
            guard index + 1 <= category.maximumTokens else {
                throw Invalid(message: "too many tokens before 'webauthn' for '\(field)': at most \(category.maximumTokens), found " +
                                       "\(index + 1)")
            }
        }
        var contact: ContactKind?
        var address: AddressType?
        var section: String?
        // Tokens before the field, from the nearest back to the first.
        var rest = tokens[..<index].reversed().makeIterator()
        var next = rest.next()
        if let token = next, let kind = ContactKind(rawValue: token) {
            guard category == .contact else {
                throw Invalid(message: "'\(token)' may only precede a contact field (tel…, email, impp), not '\(field)'")
            }
            contact = kind
            next = rest.next()
        }
        if let token = next, let type = AddressType(rawValue: token) {
            address = type
            next = rest.next()
        }
        if let token = next {
            guard rest.next() == nil else {
                throw Invalid(message: "unexpected token '\(token)' in autocomplete value")
            }
            guard token.hasPrefix("section-") else {
                if AddressType(rawValue: token) != nil, address != nil {
                    throw Invalid(message: "only one of 'shipping' and 'billing' may be given")
                }
                if ContactKind(rawValue: token) != nil, contact != nil {
                    throw Invalid(message: "only one contact kind (home, work, mobile, fax, pager) may be given")
                }
                if ContactKind(rawValue: token) != nil || AddressType(rawValue: token) != nil {
                    throw Invalid(message: "'\(token)' is out of order; the order is section-*, shipping|billing, " +
                                           "home|work|mobile|fax|pager, field")
                }
                throw Invalid(message: "unexpected token '\(token)'; a scope must start with 'section-'")
            }
            section = token
        }
        self.init(fieldName: field, section: section, addressType: address, contactKind: contact, isWebAuthn: webauthn)
    }

    private init(fieldName: String, section: String?, addressType: AddressType?, contactKind: ContactKind?, isWebAuthn: Bool) {
        self.fieldName = fieldName
        self.section = section
        self.addressType = addressType
        self.contactKind = contactKind
        self.isWebAuthn = isWebAuthn
    }

    /// The category of a field name (lower-case), or `nil` if it is not one.
    public static func category(of fieldName: String) -> Category? {
        switch fieldName {
        case "off": .off
        case "on": .automatic
        case "webauthn": .credential
        case _ where contactFieldNames.contains(fieldName): .contact
        case _ where normalFieldNames.contains(fieldName): .normal
        default: nil
        }
    }

    /// The 44 normal field names.
    public static let normalFieldNames: Set<String> = [
        "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix", "nickname",
        "username", "new-password", "current-password", "one-time-code",
        "organization-title", "organization",
        "street-address", "address-line1", "address-line2", "address-line3", "address-level4", "address-level3",
        "address-level2", "address-level1", "country", "country-name", "postal-code",
        "cc-name", "cc-given-name", "cc-additional-name", "cc-family-name", "cc-number", "cc-exp", "cc-exp-month",
        "cc-exp-year", "cc-csc", "cc-type",
        "transaction-currency", "transaction-amount",
        "language", "bday", "bday-day", "bday-month", "bday-year", "sex", "url", "photo",
    ]

    /// The 10 contact field names.
    public static let contactFieldNames: Set<String> = [
        "tel", "tel-country-code", "tel-national", "tel-area-code", "tel-local", "tel-local-prefix",
        "tel-local-suffix", "tel-extension", "email", "impp",
    ]

    private static let allFieldNames = (normalFieldNames.union(contactFieldNames).union(["on", "off", "webauthn"])).sorted()
}

extension Autofill {
    /// The UIKit content type WebKit on iOS gives a field with this autofill detail, or `nil`
    /// where it gives none (the `bday*` fields, `country`, `tel-*` parts, `on`, `off` and
    /// others).
    ///
    /// Beyond WebKit's table, `new-password` gives ``TextContentType/newPassword`` and
    /// `current-password` gives ``TextContentType/password``: UIKit has the constants, and a
    /// keyboard needs them to offer a strong password or stored credentials. The card fields
    /// give UIKit's card constants (`cc-number` → ``TextContentType/creditCardNumber``, which
    /// WebKit gives; `cc-csc`, `cc-exp*`, `cc-name`… → the iOS 17 card constants) [chosen:
    /// whatever WebKit's table gives a card field, its number, security code and expiry must
    /// never feed the keyboard's learning or suggestions, and the content type is what says so:
    /// ``TextContentType/isSensitive``].
    public var webKitContentType: TextContentType? {
        switch fieldName {
        case "name": .name
        case "honorific-prefix": .namePrefix
        case "given-name": .givenName
        case "additional-name": .middleName
        case "family-name": .familyName
        case "honorific-suffix": .nameSuffix
        case "nickname": .nickname
        case "organization-title": .jobTitle
        case "organization": .organizationName
        case "street-address": .fullStreetAddress
        case "address-line1": .streetAddressLine1
        case "address-line2": .streetAddressLine2
        case "address-level3": .sublocality
        case "address-level2": .addressCity
        case "address-level1": .addressState
        case "country-name": .countryName
        case "postal-code": .postalCode
        case "tel": .telephoneNumber
        case "email": .emailAddress
        case "url": .URL
        case "username", "webauthn": .username
        case "new-password": .newPassword
        case "current-password": .password
        case "one-time-code": .oneTimeCode
        case "cc-number": .creditCardNumber
        case "cc-csc": .creditCardSecurityCode
        case "cc-exp": .creditCardExpiration
        case "cc-exp-month": .creditCardExpirationMonth
        case "cc-exp-year": .creditCardExpirationYear
        case "cc-type": .creditCardType
        case "cc-name": .creditCardName
        case "cc-given-name": .creditCardGivenName
        case "cc-additional-name": .creditCardMiddleName
        case "cc-family-name": .creditCardFamilyName
        default: nil
        }
    }
}
