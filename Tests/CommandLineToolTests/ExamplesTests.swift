import Testing
import _TestSupport

@Suite("Example programs")
struct ExamplesTests {
    @Test("form-traits prints the keyboard for each field of its form")
    func formTraits() throws {
        let result = try runBuiltExecutable("form-traits", [])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectSnapshot(result.stdout, named: "example-form-traits")
    }
}
