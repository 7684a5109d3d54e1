import InputMethodCore
import KeyboardModel
import Testing

@Suite("InputMethodRegistry")
struct InputMethodRegistryTests {
    final class Echo: InputMethod {
        func handle(_ event: InputEvent, context: InputContext) throws -> InputResult { .unhandled }
    }

    func descriptor(_ id: String, outputs: [String] = []) -> InputMethodDescriptor {
        InputMethodDescriptor(id: InputMethodID(rawValue: id), displayName: id, languages: ["und"], requiredOutputs: outputs) { Echo() }
    }

    @Test("registered methods by id; registering an id again replaces it; requirements follow")
    func registry() throws {
        var registry = InputMethodRegistry([descriptor("a", outputs: ["x"])])
        registry.register(descriptor("b"))
        #expect(registry.ids == ["a", "b"])
        registry.register(descriptor("a", outputs: ["y", "z"]))
        #expect(registry.ids == ["a", "b"])
        #expect(registry.descriptor("a")?.requiredOutputs == ["y", "z"])
        #expect(registry.descriptor("missing") == nil)
        #expect(registry.requirements.first { $0.id == "a" }?.requiredOutputs == ["y", "z"])
        registry.register(descriptor("0-first"))
        #expect(registry.requirements.map(\.id.rawValue) == ["0-first", "a", "b"], "in id order")
        let method = try #require(registry.descriptor("b")).make()
        #expect(try method.handle(.space, context: InputContext()) == .unhandled)
        #expect(try method.candidates(page: 0, pageSize: 9) == .empty, "the protocol's default: no candidates")
    }
}
