public import Emoji
import Geometry
public import KeyboardModel

/// The emoji keyboard's state: which category and page its grid shows, what the user has picked
/// (``EmojiMemory``), which Emoji version the front end can draw; and the keys of the page shown.
/// The session keeps one per keyboard with an emoji grid and draws nothing itself: a front end
/// draws the keys ``laidOut(_:)`` gives, as any keyboard's.
///
/// Pages: each category (recents first) starts on a new page; a page is the grid's cells
/// (``EmojiGrid``), filled a column at a time. Recents are the user's picks, most recent first;
/// every other category shows Unicode's bases in keyboard order, each as the variant the user
/// last chose for it (👍🏽 for 👍), its long press offering the base and every variant.
///
/// ```swift
/// let board = EmojiBoard(data: try EmojiData.bundled())
/// var keyboard = board.laidOut(resolved)        // the grid's key replaced by a page of emoji keys
/// board.show(.food)                              // the food category's first page
/// board.typed("👍🏽", fromPopup: true)           // 👍's choice, and the first recent
/// ```
public final class EmojiBoard {
    /// One cell: the emoji it types and the base whose variants its long press offers.
    struct Cell: Hashable {
        var emoji: String
        var base: Int
    }

    struct Page: Hashable {
        var category: EmojiCategory
        var cells: [Cell]
    }

    public let data: EmojiData
    /// Counts the changes to what ``laidOut(_:)`` answers (a page turned, a category, the pages
    /// rebuilt, what is remembered), so a front end may keep a laid-out keyboard until it moves.
    public private(set) var revision = 0
    public private(set) var memory: EmojiMemory {
        didSet { revision &+= 1 }
    }
    /// The newest Emoji version the front end can draw; newer emoji leave the grid and the search.
    public var newest: EmojiVersion? {
        didSet {
            guard newest != oldValue else { return }
            bases = [:]
            rebuild()
        }
    }
    public private(set) var category: EmojiCategory = .people {
        didSet { revision &+= 1 }
    }
    /// The page shown, counted over every category.
    public private(set) var page = 0 {
        didSet { revision &+= 1 }
    }

    private var grid: EmojiGrid?
    private var pages: [Page] = [] {
        didSet { revision &+= 1 }
    }
    private var bases: [EmojiCategory: [Int]] = [:]

    public init(data: EmojiData, memory: EmojiMemory = EmojiMemory(), newest: EmojiVersion? = nil) {
        self.data = data
        self.memory = memory
        self.newest = newest
        category = memory.recents.isEmpty ? .people : .recents
    }

    // MARK: Pages

    /// The number of pages (for the grid last laid out).
    public var pageCount: Int { pages.count }

    /// The first page of a category.
    public func firstPage(of category: EmojiCategory) -> Int? { pages.firstIndex { $0.category == category } }

    /// Shows a category's first page (the recents are read afresh, as iOS updates them on showing).
    public func show(_ category: EmojiCategory) {
        if category == .recents { rebuild() }
        self.category = category
        page = firstPage(of: category) ?? 0
    }

    /// Shows another page, `count` pages on (negative: back), stopping at the first and last.
    public func scroll(by count: Int) {
        guard !pages.isEmpty else { return }
        page = min(max(0, page + count), pages.count - 1)
        category = pages[page].category
    }

    /// Opens the keyboard as iOS does: on the recents when there are any, else on the smileys.
    public func reopen() {
        rebuild()
        show(memory.recents.isEmpty ? .people : .recents)
    }

    /// The emoji each page shows, in order (for `softkbd resolve`, tests and galleries).
    public var pageContents: [(category: EmojiCategory, emoji: [String])] {
        pages.map { page in (page.category, page.cells.map { shown($0) }) }
    }

    /// Where an emoji is: its page and cell, and, for a variant the cell does not show, its
    /// place in the cell's long press; `nil` when the grid does not hold it. The category shown
    /// is searched first, then the others in order.
    public func locate(_ emoji: String) -> (page: Int, cell: Int, alternate: Int?)? {
        guard let entry = data.catalog.index(of: emoji) else { return nil }
        let base = data.catalog.base(of: entry)
        let order = pages.indices.filter { pages[$0].category == category } + pages.indices.filter { pages[$0].category != category }
        for index in order {
            for (position, cell) in pages[index].cells.enumerated() where cell.base == base {
                let shown = shown(cell)
                if shown == data.catalog.emoji(at: entry) { return (index, position, nil) }
                if let alternate = alternates(of: cell).firstIndex(of: data.catalog.emoji(at: entry)) {
                    return (index, position, alternate)
                }
            }
        }
        return nil
    }

    // MARK: Typing

    /// Remembers an emoji typed from the grid (call it only where learning is allowed):
    /// first among the recents, and, chosen from a long press, its base's variant from now on.
    public func typed(_ emoji: String, fromPopup: Bool) {
        guard let entry = data.catalog.index(of: emoji) else { return }
        let typed = data.catalog.emoji(at: entry)
        memory.used(typed, choosingFor: fromPopup ? data.catalog.emoji(at: data.catalog.base(of: entry)) : nil)
    }

    /// Replaces what is remembered (read from the host's storage).
    public func remember(_ memory: EmojiMemory) {
        self.memory = memory
        rebuild()
    }

    // MARK: Keys

    /// The keyboard with its grid's key replaced by the keys of the page shown (ids `emoji:` and
    /// the base for a category's cell, `recent:` and the emoji for a recent), and its pager set;
    /// a keyboard without an emoji grid comes back as it is.
    ///
    /// - Complexity: O(*c*) in the cells of a page, once the pages are built for the grid's size.
    public func laidOut(_ keyboard: ResolvedKeyboard) -> ResolvedKeyboard {
        guard let gridIndex = keyboard.keys.firstIndex(where: { $0.action == .emojiGrid }) else { return keyboard }
        let gridKey = keyboard.keys[gridIndex]
        let grid = EmojiGrid(frame: gridKey.frame)
        if grid != self.grid {
            // A new size: the same category, as far into it as the new pages allow.
            let offset = page - (firstPage(of: category) ?? page)
            self.grid = grid
            rebuild()
            page = firstPage(of: category) ?? 0
            scroll(by: max(0, offset))
        }
        var result = keyboard
        var laid = Array(keyboard.keys[..<gridIndex])
        laid += keys(ofPage: page, in: gridKey)
        // The grid's rows are rows of the keyboard: the rows below it count on from them.
        laid += keyboard.keys[(gridIndex + 1)...].map { key in
            var moved = key
            if moved.row > gridKey.row { moved.row += grid.rows - 1 }
            return moved
        }
        result.keys = laid
        let sections = EmojiCategory.allCases.compactMap { category in
            firstPage(of: category).map { ResolvedKeyboard.Pager.Section(name: category.rawValue, firstPage: $0) }
        }
        result.pager = ResolvedKeyboard.Pager(section: category.rawValue, title: keyboard.titles[category.rawValue] ?? category.title,
                                              page: page, pageCount: pages.count,
                                              sections: sections, frame: gridKey.frame)
        return result
    }

    /// An emoji as the user has it: a base as the variant they chose for it (if drawable), any
    /// other emoji as it is (search results show this way).
    public func preferred(_ emoji: String) -> String {
        guard let entry = data.catalog.index(of: emoji), data.catalog.isBase(entry) else { return emoji }
        return shown(Cell(emoji: data.catalog.emoji(at: entry), base: entry))
    }

    /// Every page's keys, for a keyboard with an emoji grid (`softkbd resolve` prints them):
    /// each page's category and the keys ``laidOut(_:)`` would show on it.
    public func allPages(of keyboard: ResolvedKeyboard) -> [(category: EmojiCategory, keys: [ResolvedKey])] {
        guard let gridKey = keyboard.keys.first(where: { $0.action == .emojiGrid }) else { return [] }
        _ = laidOut(keyboard)
        return pages.indices.map { (pages[$0].category, keys(ofPage: $0, in: gridKey)) }
    }

    /// Each category's first page laid out (recents left out), as a gallery draws the emoji keyboard.
    public func sections(of keyboard: ResolvedKeyboard) -> [(category: EmojiCategory, keyboard: ResolvedKeyboard)] {
        EmojiCategory.allCases.filter { $0 != .recents }.map { category in
            _ = laidOut(keyboard)
            show(category)
            return (category, laidOut(keyboard))
        }
    }

    /// Turns to the page holding the key with `id` (a cell's id), if a page holds it.
    public func showPage(holding id: Key.ID, of keyboard: ResolvedKeyboard) {
        guard let index = allPages(of: keyboard).firstIndex(where: { $0.keys.contains { $0.id == id } }) else { return }
        scroll(by: index - page)
    }

    /// The keys of a page, in the grid key's place.
    private func keys(ofPage index: Int, in gridKey: ResolvedKey) -> [ResolvedKey] {
        guard let grid, pages.indices.contains(index) else { return [] }
        return pages[index].cells.enumerated().map { position, cell in
            let emoji = shown(cell)
            let id = pages[index].category == .recents ? ResolvedKey.recentEmojiPrefix + emoji
                : ResolvedKey.emojiCellPrefix + data.catalog.emoji(at: cell.base)
            var key = gridKey
            key.id = Key.ID(rawValue: id)
            key.action = .input(emoji)
            key.label = emoji
            key.sublabel = nil
            key.output = emoji
            key.frame = grid.frame(ofCell: position)
            key.row = gridKey.row + grid.row(ofCell: position)
            key.longPress = alternates(of: cell)
            key.longPressDefault = key.longPress.isEmpty ? nil : key.longPress.firstIndex(of: emoji)
            return key
        }
    }

    /// What a cell types: a recent as picked; a base as the variant chosen for it, if drawable.
    private func shown(_ cell: Cell) -> String {
        let base = data.catalog.emoji(at: cell.base)
        guard cell.emoji == base, let chosen = memory.choices[base], let entry = data.catalog.index(of: chosen),
              data.catalog.base(of: entry) == cell.base, data.catalog.isDrawable(entry, newest: newest) else { return cell.emoji }
        return data.catalog.emoji(at: entry)
    }

    /// A cell's long press: the base, then its variants the front end can draw.
    private func alternates(of cell: Cell) -> [String] {
        let variants = data.catalog.variants(of: cell.base, newest: newest)
        guard !variants.isEmpty else { return [] }
        return [data.catalog.emoji(at: cell.base)] + variants.map(data.catalog.emoji(at:))
    }

    /// The pages for the grid's size: the recents (at least one page, empty when there are none),
    /// then each category's bases.
    private func rebuild() {
        guard let grid else { return }
        let catalog = data.catalog
        var result: [Page] = []
        let recents = memory.recents.compactMap { emoji -> Cell? in
            guard let entry = catalog.index(of: emoji), catalog.isDrawable(entry, newest: newest) else { return nil }
            return Cell(emoji: catalog.emoji(at: entry), base: catalog.base(of: entry))
        }
        for category in EmojiCategory.allCases {
            let cells: [Cell]
            if category == .recents {
                cells = recents
            } else {
                if bases[category] == nil { bases[category] = catalog.bases(in: category, newest: newest) }
                cells = (bases[category] ?? []).map { Cell(emoji: catalog.emoji(at: $0), base: $0) }
            }
            var start = 0
            repeat {
                result.append(Page(category: category, cells: Array(cells[start..<min(cells.count, start + grid.cellsPerPage)])))
                start += grid.cellsPerPage
            } while start < cells.count
        }
        pages = result
        page = min(page, pages.count - 1)
    }
}
