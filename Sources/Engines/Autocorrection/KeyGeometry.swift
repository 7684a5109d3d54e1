public import KeyboardModel

/// Where a keyboard's letters are, in key pitches: what the touch model measures typing errors
/// with. Built from a resolved keyboard (its letter keys' frames, the space bar, the long-press
/// alternates) so a correction knows that `g` is next to `h` on QWERTY and next to `j`… on
/// another layout.
///
/// Distances are in *pitches*: across, the median distance between neighbouring key centres in
/// a row; down, between row centres. A touch's spread is a fraction of a pitch either way.
public struct KeyGeometry: Hashable, Sendable {
    /// Key centres by the character the key types (lower case), in pitches.
    public var centres: [Character: Point]
    /// The space bar, in pitches.
    public var space: Rect?
    /// Characters typed by a long press on a key, with the character of that key (`é` → `e`).
    public var alternates: [Character: Character]
    /// The key pitch across and down, in points (to turn touch points into pitches).
    public var pitch: Size
    /// The standard deviation of a touch around the key aimed at, in pitches.
    public var spread: Double

    public init(centres: [Character: Point], space: Rect? = nil, alternates: [Character: Character] = [:],
                pitch: Size = Size(width: 1, height: 1), spread: Double = 0.4) {
        self.centres = centres
        self.space = space
        self.alternates = alternates
        self.pitch = pitch
        self.spread = spread
    }

    /// The geometry of a resolved keyboard's letter keys (keys typing one character, lower-cased
    /// for `locale`); `nil` when it has none.
    ///
    /// - Complexity: O(*n*²) in the number of keys (``ResolvedKeyboard/keyPitch()``).
    public init?(_ keyboard: ResolvedKeyboard, spread: Double = 0.4) {
        var letters: [(character: Character, centre: Point)] = []
        var alternates: [Character: Character] = [:]
        var space: Rect?
        for key in keyboard.keys {
            if key.action == .space || key.output == " " {
                space = key.frame
                continue
            }
            guard let output = key.output, output.count == 1, let typed = output.first, typed.isLetter || typed == "'" else { continue }
            let character = Character(CaseMapping.lowercase(String(typed), locale: keyboard.locale))
            letters.append((character, Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)))
            for alternate in key.longPress where alternate.count == 1 {
                if let first = alternate.first { alternates[Character(CaseMapping.lowercase(String(first),
                                                                                            locale: keyboard.locale))] = character }
            }
        }
        guard !letters.isEmpty, let pitch = keyboard.keyPitch() else { return nil }
        let across = pitch.width, down = pitch.height
        var centres: [Character: Point] = [:]
        for key in letters where centres[key.character] == nil {
            centres[key.character] = Point(x: key.centre.x / across, y: key.centre.y / down)
        }
        for character in centres.keys { alternates[character] = nil }
        self.init(
            centres: centres,
            space: space.map { Rect(x: $0.x / across, y: $0.y / down, width: $0.width / across, height: $0.height / down) },
            alternates: alternates,
            pitch: Size(width: across, height: down),
            spread: spread
        )
    }

    /// A point of the keyboard (in points) in pitches.
    public func pitches(_ point: Point) -> Point { Point(x: point.x / pitch.width, y: point.y / pitch.height) }

    /// Half the squared distance from `touch` to the centre of `character`'s key, in spreads:
    /// the negative log-likelihood of that touch aiming at that key, up to a constant.
    @inline(__always) func cost(of touch: Point, aimingAt centre: Point) -> Double {
        let dx = (touch.x - centre.x) / spread, dy = (touch.y - centre.y) / spread
        return (dx * dx + dy * dy) / 2
    }

    /// The same for the space bar (distance to its nearest point).
    func costOfSpace(_ touch: Point) -> Double? {
        guard let space else { return nil }
        let dx = max(space.x - touch.x, 0, touch.x - space.maxX) / spread
        let dy = max(space.y - touch.y, 0, touch.y - space.maxY) / spread
        return (dx * dx + dy * dy) / 2
    }
}
