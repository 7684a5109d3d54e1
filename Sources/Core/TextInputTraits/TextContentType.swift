/// The meaning of a container's content, as UIKit's `UITextContentType`, so the keyboard can
/// offer the right suggestions (AutoFill of a user name, a one-time code from a message).
///
/// A content type is identified by its Swift constant name (`newPassword`, `oneTimeCode`),
/// which is also how it is encoded. Any other string is a *custom* content type, kept as given;
/// UIKit accepts those too. The platform's runtime string for a documented constant (observed,
/// not declared by UIKit) is ``platformValue``; SoftKeyboard never decides anything by it.
///
/// ```swift
/// TextContentType.newPassword.rawValue          // "newPassword"
/// TextContentType.newPassword.platformValue     // "new-password"
/// TextContentType(named: "ONETIMECODE")         // .oneTimeCode
/// TextContentType(rawValue: "com.example.iban").isCustom   // true
/// ```
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The Swift constant name for a documented type; the string as given for a custom one.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The documented constant with this Swift name, ignoring ASCII case; `nil` for any other
    /// string (use ``init(rawValue:)`` for a custom type).
    ///
    /// - Complexity: O(1).
    public init?(named name: String) {
        guard let index = Self.indexByLowercasedName[name.asciiLowercased] else { return nil }
        self = Self.documented[index]
    }

    /// The documented constant whose observed runtime string is `platformValue`
    /// (`"new-password"` → ``newPassword``).
    ///
    /// - Complexity: O(*n*) in the number of documented constants.
    public init?(platformValue: String) {
        guard let entry = Self.table.first(where: { $0.platformValue == platformValue }) else { return nil }
        self.init(rawValue: entry.name)
    }

    /// Whether this is not one of UIKit's documented constants.
    public var isCustom: Bool { !Self.documentedNames.contains(rawValue) }

    /// The string UIKit uses at run time for a documented constant (observed; `nil` for custom
    /// types and for the three eSIM constants whose value was not found).
    public var platformValue: String? { Self.table.first(where: { $0.name == rawValue })?.platformValue }

    public var description: String { rawValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = TextContentType(named: text) ?? TextContentType(rawValue: text)
    }

    // MARK: Web addresses
    public static let URL = TextContentType(rawValue: "URL")
    // MARK: Contacts
    public static let namePrefix = TextContentType(rawValue: "namePrefix")
    public static let name = TextContentType(rawValue: "name")
    public static let nameSuffix = TextContentType(rawValue: "nameSuffix")
    public static let givenName = TextContentType(rawValue: "givenName")
    public static let middleName = TextContentType(rawValue: "middleName")
    public static let familyName = TextContentType(rawValue: "familyName")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let organizationName = TextContentType(rawValue: "organizationName")
    public static let jobTitle = TextContentType(rawValue: "jobTitle")
    // MARK: Location
    public static let location = TextContentType(rawValue: "location")
    public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = TextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = TextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = TextContentType(rawValue: "addressCity")
    public static let addressCityAndState = TextContentType(rawValue: "addressCityAndState")
    public static let addressState = TextContentType(rawValue: "addressState")
    public static let postalCode = TextContentType(rawValue: "postalCode")
    public static let sublocality = TextContentType(rawValue: "sublocality")
    public static let countryName = TextContentType(rawValue: "countryName")
    // MARK: Accounts
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "newPassword")
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
    // MARK: Communication
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    public static let cellularEID = TextContentType(rawValue: "cellularEID")
    public static let cellularIMEI = TextContentType(rawValue: "cellularIMEI")
    public static let cellularIMEI1 = TextContentType(rawValue: "cellularIMEI1")
    public static let cellularIMEI2 = TextContentType(rawValue: "cellularIMEI2")
    public static let cellularNAL = TextContentType(rawValue: "cellularNAL")
    // MARK: Payment
    public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
    public static let creditCardExpiration = TextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = TextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = TextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardSecurityCode = TextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardType = TextContentType(rawValue: "creditCardType")
    public static let creditCardName = TextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = TextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = TextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = TextContentType(rawValue: "creditCardFamilyName")
    // MARK: Birthday
    public static let birthdate = TextContentType(rawValue: "birthdate")
    public static let birthdateDay = TextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = TextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = TextContentType(rawValue: "birthdateYear")
    // MARK: Scheduling and tracking
    public static let dateTime = TextContentType(rawValue: "dateTime")
    public static let flightNumber = TextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = TextContentType(rawValue: "shipmentTrackingNumber")

    /// Every documented constant (48), in Apple's documentation order.
    public static let documented: [TextContentType] = table.map { TextContentType(rawValue: $0.name) }

    private static let documentedNames = Set(table.map(\.name))

    private static let indexByLowercasedName: [String: Int] = Dictionary(
        uniqueKeysWithValues: table.enumerated().map { ($0.element.name.asciiLowercased, $0.offset) }
    )

    /// Swift name and observed runtime string of each documented constant.
    private static let table: [(name: String, platformValue: String?)] = [
        ("URL", "url"),
        ("namePrefix", "honorifix-prefix"), ("name", "name"), ("nameSuffix", "honorifix-suffix"),
        ("givenName", "given-name"), ("middleName", "additional-name"), ("familyName", "family-name"),
        ("nickname", "nickname"), ("organizationName", "organization"), ("jobTitle", "organization-title"),
        ("location", "location"), ("fullStreetAddress", "street-address"),
        ("streetAddressLine1", "address-line1"), ("streetAddressLine2", "address-line2"),
        ("addressCity", "address-level2"), ("addressCityAndState", "address-level1+2"),
        ("addressState", "address-level1"), ("postalCode", "postal-code"),
        ("sublocality", "address-level3"), ("countryName", "country-name"),
        ("username", "username"), ("password", "password"), ("newPassword", "new-password"),
        ("oneTimeCode", "one-time-code"),
        ("emailAddress", "email"), ("telephoneNumber", "tel"),
        ("cellularEID", "esim-eid"), ("cellularIMEI", "esim-imei"),
        ("cellularIMEI1", nil), ("cellularIMEI2", nil), ("cellularNAL", nil),
        ("creditCardNumber", "cc-number"), ("creditCardExpiration", "cc-exp"),
        ("creditCardExpirationMonth", "cc-exp-month"), ("creditCardExpirationYear", "cc-exp-year"),
        ("creditCardSecurityCode", "cc-csc"), ("creditCardType", "cc-type"),
        ("creditCardName", "cc-name"), ("creditCardGivenName", "cc-given-name"),
        ("creditCardMiddleName", "cc-additional-name"), ("creditCardFamilyName", "cc-family-name"),
        ("birthdate", "bday"), ("birthdateDay", "bday-day"), ("birthdateMonth", "bday-month"),
        ("birthdateYear", "bday-year"),
        ("dateTime", "date-time"), ("flightNumber", "flight-number"),
        ("shipmentTrackingNumber", "shipment-tracking-number"),
    ]
}

extension TextContentType {
    /// Content that is a secret or a one-off code: a keyboard must not learn it, suggest from
    /// it, or offer personalised predictions while it is typed.
    ///
    /// Passwords, one-time codes, card numbers, security codes and expiry dates, and the device identifiers
    /// of the eSIM constants.
    public var isSensitive: Bool {
        Self.sensitive.contains(self)
    }

    private static let sensitive: Set<TextContentType> = [
        .password, .newPassword, .oneTimeCode, .creditCardNumber, .creditCardSecurityCode,
        .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear,
        .cellularEID, .cellularIMEI, .cellularIMEI1, .cellularIMEI2, .cellularNAL,
    ]
}
