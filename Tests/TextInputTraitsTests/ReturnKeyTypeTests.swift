import Testing
import TextInputTraits

@Suite("ReturnKeyType")
struct ReturnKeyTypeTests {
    static let expected: [(ReturnKeyType, Int, String, String)] = [
        (.default, 0, "default", "return"), (.go, 1, "go", "Go"), (.google, 2, "google", "Google"),
        (.join, 3, "join", "Join"), (.next, 4, "next", "Next"), (.route, 5, "route", "Route"),
        (.search, 6, "search", "Search"), (.send, 7, "send", "Send"), (.yahoo, 8, "yahoo", "Yahoo"),
        (.done, 9, "done", "Done"), (.emergencyCall, 10, "emergencyCall", "Emergency Call"),
        (.continue, 11, "continue", "Continue"),
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
