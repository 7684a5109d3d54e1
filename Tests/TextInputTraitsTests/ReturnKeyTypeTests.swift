import Testing
import TextInputTraits

@Suite("ReturnKeyType")
struct ReturnKeyTypeTests {
    static let expected: [(ReturnKeyType, Int, String, String)] = [
        (.default, 0, "default", "return"), (.go, 1, "go", "go"), (.google, 2, "google", "Google"),
        (.join, 3, "join", "join"), (.next, 4, "next", "next"), (.route, 5, "route", "route"),
        (.search, 6, "search", "search"), (.send, 7, "send", "send"), (.yahoo, 8, "yahoo", "Yahoo"),
        (.done, 9, "done", "done"), (.emergencyCall, 10, "emergencyCall", "emergency call"),
        (.continue, 11, "continue", "continue"),
    ]

    @Test("all twelve have UIKit's raw value, Swift name and English title", arguments: expected)
    func table(type: ReturnKeyType, raw: Int, name: String, title: String) {
        #expect(type.rawValue == raw)
        #expect(ReturnKeyType(rawValue: raw) == type)
        #expect(type.name == name)
        #expect(ReturnKeyType(name: name.uppercased()) == type)
        #expect(type.englishTitle == title)
    }

    @Test("exactly twelve cases")
    func count() {
        #expect(ReturnKeyType.allCases.count == 12)
        #expect(ReturnKeyType(rawValue: 12) == nil)
    }
}
