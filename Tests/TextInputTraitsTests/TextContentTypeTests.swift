import Foundation
import Testing
import TextInputTraits

@Suite("TextContentType")
struct TextContentTypeTests {
    @Test("48 documented constants, each named as in UIKit and unique")
    func documented() {
        #expect(TextContentType.documented.count == 48)
        #expect(Set(TextContentType.documented).count == 48)
        #expect(TextContentType.documented.allSatisfy { !$0.isCustom })
        #expect(TextContentType.documented.first == .URL)
        #expect(TextContentType.documented.last == .shipmentTrackingNumber)
    }

    @Test("look-up by name ignores case; unknown names are not documented", arguments: [
        ("newPassword", TextContentType.newPassword), ("NEWPASSWORD", .newPassword), ("url", .URL),
        ("oneTimeCode", .oneTimeCode), ("cellularNAL", .cellularNAL), ("creditcardsecuritycode", .creditCardSecurityCode),
    ])
    func named(name: String, type: TextContentType) {
        #expect(TextContentType(named: name) == type)
    }

    @Test("observed platform strings map both ways, never by equality of names")
    func platformValues() {
        #expect(TextContentType.newPassword.platformValue == "new-password")
        #expect(TextContentType.namePrefix.platformValue == "honorifix-prefix")
        #expect(TextContentType.addressCityAndState.platformValue == "address-level1+2")
        #expect(TextContentType.cellularIMEI1.platformValue == nil)
        #expect(TextContentType(platformValue: "one-time-code") == .oneTimeCode)
        #expect(TextContentType(platformValue: "organization") == .organizationName)
        #expect(TextContentType(platformValue: "nope") == nil)
    }

    @Test("custom values are kept as given")
    func custom() throws {
        let iban = TextContentType(rawValue: "com.example.iban")
        #expect(iban.isCustom)
        #expect(iban.platformValue == nil)
        #expect(TextContentType(named: "com.example.iban") == nil)
        let data = try JSONEncoder().encode([iban, .newPassword])
        #expect(String(decoding: data, as: UTF8.self) == #"["com.example.iban","newPassword"]"#)
        #expect(try JSONDecoder().decode([TextContentType].self, from: data) == [iban, .newPassword])
        // A documented name in another case decodes to the constant.
        #expect(try JSONDecoder().decode([TextContentType].self, from: Data(#"["NEWPASSWORD"]"#.utf8)) == [.newPassword])
        // A lower-cased spelling is custom, not the constant.
        #expect(TextContentType(rawValue: "newpassword").isCustom)
    }

    @Test("secrets and one-time codes are sensitive; names and addresses are not")
    func sensitive() {
        for type in [TextContentType.password, .newPassword, .oneTimeCode, .creditCardNumber, .creditCardSecurityCode, .cellularIMEI] {
            #expect(type.isSensitive, "\(type)")
        }
        for type in [TextContentType.name, .emailAddress, .URL, .username, .postalCode, .creditCardName] {
            #expect(!type.isSensitive, "\(type)")
        }
    }
}
