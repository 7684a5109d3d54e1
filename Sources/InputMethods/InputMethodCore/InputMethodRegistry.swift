public import KeyboardModel

/// An input method as data: its id (what layouts name), how people see it, what it needs from a
/// layout, and how to make one.
public struct InputMethodDescriptor: Sendable {
    public var id: InputMethodID
    public var displayName: String
    /// BCP 47 tags of the languages it types.
    public var languages: [String]
    /// The outputs a layout that names this method must type somewhere (the letters or jamo it
    /// composes from); layouts are checked against them when they load (`input-method-keys`).
    public var requiredOutputs: [String]
    /// Sets of outputs of which a layout must offer one whole set (see
    /// `InputMethodRequirements.oneOfOutputs`).
    public var oneOfOutputs: [[String]]
    /// Makes a method. It throws when the method cannot start (its model or dictionary cannot be
    /// read): the host reports the error to its delegate and the user, instead of typing
    /// through some other method unannounced.
    public var make: @Sendable () throws -> any InputMethod

    public init(id: InputMethodID, displayName: String, languages: [String], requiredOutputs: [String] = [], oneOfOutputs: [[String]] = [],
                make: @escaping @Sendable () throws -> any InputMethod) {
        self.oneOfOutputs = oneOfOutputs
        self.id = id
        self.displayName = displayName
        self.languages = languages
        self.requiredOutputs = requiredOutputs
        self.make = make
    }

    /// What layout loading checks: the id and the required outputs.
    public var requirements: InputMethodRequirements { InputMethodRequirements(id: id, requiredOutputs: requiredOutputs,
                                                                               oneOfOutputs: oneOfOutputs) }
}

/// The input methods a host can use, by id. Registration is explicit: a host gets exactly the
/// registry it is given.
///
/// ```swift
/// var registry = InputMethodRegistry()
/// registry.register(InputMethodDescriptor(id: "emoji", displayName: "Emoji", languages: ["und"]) { EmojiShortcodes() })
/// registry.ids   // ["emoji"]
/// ```
public struct InputMethodRegistry: Sendable {
    public private(set) var descriptors: [InputMethodID: InputMethodDescriptor] = [:]

    public init(_ descriptors: [InputMethodDescriptor] = []) {
        for descriptor in descriptors { register(descriptor) }
    }

    /// Adds a method; a later registration with the same id replaces the earlier.
    public mutating func register(_ descriptor: InputMethodDescriptor) {
        descriptors[descriptor.id] = descriptor
    }

    /// The ids, for checking the `inputMethod` names of layouts when they load.
    public var ids: Set<String> { Set(descriptors.keys.map(\.rawValue)) }

    /// What layouts are loaded with (`LayoutLoader.load(_:inputMethods:)`), in id order.
    public var requirements: [InputMethodRequirements] {
        descriptors.values.sorted { $0.id.rawValue < $1.id.rawValue }.map(\.requirements)
    }

    public func descriptor(_ id: InputMethodID) -> InputMethodDescriptor? { descriptors[id] }
}
