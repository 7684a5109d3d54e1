import CommandLineInterface
@testable import CommandLineTool
import Foundation
import Testing

@Suite("softkbd emoji")
struct EmojiCommandTests {
    /// The emoji of each line a search printed.
    static func emoji(_ output: String) -> [String] {
        output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    @Test("search: the issue's queries find the expected emoji in the first three; one per line with its name")
    func search() {
        let pizza = softkbd("emoji", "search", "pizza")
        #expect(pizza.exitCode == .success && pizza.stdout.hasPrefix("🍕\tpizza\n"))
        for (language, query, expected) in [("de", "Pizza", "🍕"), ("ja", "ピザ", "🍕"), ("fr", "coeur", "❤️"), ("es", "corazon", "❤️"),
                                            ("ru", "сердце", "❤️")] {
            let found = Self.emoji(softkbd("emoji", "search", "--language", language, query).stdout)
            #expect(found.prefix(3).contains(expected), "\(language) \(query): \(found)")
        }
        // The words of a query may come as separate arguments.
        #expect(Self.emoji(softkbd("emoji", "search", "red", "heart").stdout) == ["❤️"])
        #expect(Self.emoji(softkbd("emoji", "search", "heart", "--limit", "2").stdout).count == 2)
    }

    @Test("search: no match prints nothing and exits 0; a 10,000-letter query is refused in words; control characters are said")
    func bounds() {
        let none = softkbd("emoji", "search", "qqqzzz")
        #expect(none.exitCode == .success && none.stdout.isEmpty && none.stderr.isEmpty)
        let long = softkbd("emoji", "search", String(repeating: "a", count: 10_000))
        #expect(long.exitCode == .failure && long.stdout.isEmpty && long.stderr.contains("not searched"))
        let control = softkbd("emoji", "search", "piz\u{1}za")
        #expect(control.stdout.hasPrefix("🍕") && control.stderr.contains("warning: 1 control character in the query left out"))
        #expect(softkbd("emoji", "search", "--language", "xx", "pizza").stderr.contains("no emoji names or keywords for 'xx'"))
        #expect(softkbd("emoji", "search").exitCode == .usage && softkbd("emoji", "find", "x").exitCode == .usage)
        #expect(softkbd("emoji", "search", "x", "--limit", "0").exitCode == .usage)
        #expect(softkbd("emoji", "search", "x", "--newest", "fifteen").exitCode == .usage)
    }

    @Test("search --format json: emoji and names")
    func json() throws {
        let list = try #require(jsonArray(softkbd("emoji", "search", "--language", "ja", "ピザ", "--format", "json").stdout))
        #expect(list.first?["emoji"] as? String == "🍕" && list.first?["name"] as? String == "ピザ")
    }

    @Test("list: a category in the keyboard's order, with variants; Unicode groups and subgroups; an unknown group is named")
    func list() throws {
        let flags = softkbd("emoji", "list", "--group", "flags").stdout.split(separator: "\n")
        #expect(flags.count == 269 && flags.first?.hasPrefix("🏁\tchequered flag") == true)
        let people = softkbd("emoji", "list", "--group", "face-smiling", "--language", "de").stdout
        #expect(people.hasPrefix("😀\tgrinsendes Gesicht\n"))
        let hands = try #require(jsonArray(softkbd("emoji", "list", "--group", "hand-fingers-closed", "--format", "json").stdout))
        let thumbs = try #require(hands.first { $0["emoji"] as? String == "👍" })
        #expect((thumbs["variants"] as? [String])?.count == 5 && thumbs["group"] as? String == "People & Body")
        let all = softkbd("emoji", "list").stdout.split(separator: "\n")
        #expect(all.count == 1870)
        #expect(softkbd("emoji", "list", "--newest", "14.0").stdout.split(separator: "\n").count < all.count)
        let unknown = softkbd("emoji", "list", "--group", "flagz")
        #expect(unknown.exitCode == .usage && unknown.stderr.contains("did you mean 'flags'"))
    }

    @Test("list names the emoji keyboard; resolve gives its pager and every page with frames, on iPhone and iPad in both orientations")
    func keyboard() throws {
        #expect(softkbd("list").stdout.split(separator: "\n").contains { $0.hasPrefix("emoji ") && $0.contains("Emoji") })
        for device in ["iphone-classic", "iphone-430", "ipad", "ipad-pro-12.9"] {
            for orientation in ["portrait", "landscape"] {
                let output = softkbd("resolve", "--layout", "emoji", "--device", device, "--orientation", orientation).stdout
                let json = try #require(jsonObject(output))
                let pages = try #require(json["pages"] as? [[String: Any]])
                let pager = try #require(json["pager"] as? [String: Any])
                let size = try #require(json["size"] as? [String: Double])
                #expect(pages.count == pager["pageCount"] as? Int && pages.count > 10, "\(device) \(orientation)")
                let cells = pages.flatMap { ($0["keys"] as? [[String: Any]]) ?? [] }
                #expect(cells.count == 1_870, "\(device) \(orientation): every base once")
                for cell in cells {
                    let frame = try #require(cell["frame"] as? [String: Double])
                    #expect((frame["x"] ?? -1) >= 0 && (frame["x"] ?? 0) + (frame["width"] ?? 0) <= (size["width"] ?? 0) + 0.01
                            && (frame["width"] ?? 0) >= 29 && (frame["height"] ?? 0) >= 25, "\(device) \(orientation): \(frame)")
                }
            }
        }
        let food = try #require(jsonObject(softkbd("resolve", "--layout", "emoji", "--emoji-category", "food").stdout))
        #expect((food["pager"] as? [String: Any])?["section"] as? String == "food")
        #expect(softkbd("resolve", "--layout", "en-US", "--emoji-category", "food").exitCode == .usage)
        #expect(softkbd("resolve", "--layout", "emoji", "--emoji-category", "fod").stderr.contains("did you mean 'food'"))
    }

    @Test("type: an emoji inserted, a family and a flag removed whole by backspace; 🍕 in the bar after 'pizza' (not with predictive off)")
    func typing() {
        #expect(softkbd("type", "--layout", "emoji", "🍕👨‍👩‍👧‍👦{backspace}").stdout == "🍕\n")
        #expect(softkbd("type", "--layout", "emoji", "🍕🇯🇵{backspace}").stdout == "🍕\n")
        #expect(softkbd("type", "--layout", "emoji", "👍🏽").stdout == "👍🏽\n")
        let bar = softkbd("type", "--layout", "en-US", "I love pizza").stdout
        #expect(bar.contains("suggestions:") && bar.contains("🍕"))
        let off = softkbd("type", "--layout", "en-US", "--setting", "predictiveText=off", "I love pizza").stdout
        #expect(!off.contains("🍕"))
    }

    @Test("type: an emoji on a letter keyboard says where emoji are; with the emoji keyboard on, reached and left as a person would")
    func typingAcrossKeyboards() {
        let alone = softkbd("type", "--layout", "en-US", "hi 🍕")
        #expect(alone.exitCode == .failure)
        #expect(alone.stderr.contains("no key types '🍕' on the letters layer of 'en-US': emoji are typed on the emoji keyboard"))
        #expect(alone.stderr.contains("--keyboards en-US,emoji"))
        #expect(softkbd("type", "--keyboards", "en-US,emoji", "hi 🍕 there{space}").stdout.hasPrefix("Hi 🍕 there \n"))
        #expect(softkbd("type", "--keyboards", "en-US,emoji", "€").stdout == "€\n", "the symbols layer has €: no emoji keyboard")
        #expect(softkbd("type", "--keyboards", "en-US,emoji", "hi{globe}{search}piz{emoji-result:1}").stdout == "Hi🍕\n")
        let none = softkbd("type", "--keyboards", "en-US,emoji", "hi{emoji-result:1}")
        #expect(none.exitCode == .failure && none.stderr.contains("no emoji search is open"))
        let few = softkbd("type", "--keyboards", "en-US,emoji", "{globe}{search}pizza{emoji-result:30}")
        #expect(few.exitCode == .failure && few.stderr.contains("no emoji result 30: the search for 'pizza' found"))
        #expect(softkbd("type", "--layout", "en-US", "{emoji-result:0}").exitCode == .usage)
    }
}
