import CommandLineInterface
import Playground
import EditDistance
import LocalHTTPServer

/// `softkbd serve`: the web playground on 127.0.0.1.
enum ServeCommand: Command {
    static let name = "serve"
    static let abstract = "Serve the web playground on 127.0.0.1 (a tool for looking, not a web server)."
    static let discussion = """
        Serves one page with an HTML form (inputs of every type, inputmode, enterkeyhint,
        autocapitalize, autocorrect, autocomplete): each field shows the traits SoftKeyboard
        reads from its HTML and the keyboard it gets; focus a field and type, or click keys, and
        each key goes through the real keyboard session (autocorrection, pinyin, Hangul), with
        the candidate and suggestion bar.

        It listens on 127.0.0.1 only and answers only requests addressed to it (a Host of
        127.0.0.1:PORT or localhost:PORT; others get 421), so no web page can reach it through
        DNS rebinding; the API takes only Content-Type application/json (415 otherwise) from no
        Origin or its own (403 otherwise), so no other site's form can drive it. It holds up to
        \(LocalServer.Limits().connections) connections at once, each with \(Int(LocalServer.Limits().requestDeadline)) seconds to send\
         its whole request (408 after that;
        a 17th closes the oldest waiting one with 503), so slow clients cannot stall the others; requests over
        64 KiB (16 KiB of request line and headers: 431), more than \(LocalServer.Limits().requestsPerSecond) a second, chunked
        bodies (501), paths other than the page and its API, and anything malformed get an HTTP
        error, and each connection is closed after its answer. Ctrl-C stops it cleanly.
        --port 0 picks a free port; the address is printed on the first line.

        EXAMPLES:
          softkbd serve                     # http://127.0.0.1:8123/
          softkbd serve --port 0 --keyboards en-US,zh-Hans,ko-KR
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--port", valueName: "N", help: "The port (default 8123; 0: any free one)."),
        OptionSpec(name: "--keyboards", valueName: "ID,ID…",
                   help: "The keyboards the globe button cycles through (default\n" +
                       "en-US,ko-KR,zh-Hans,zh-TW,ja-JP-kana,zh-Hans-handwriting,emoji)."),
        LayoutOptions.layouts,
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let port: UInt16
        if let text = arguments.value("--port") {
            guard let value = UInt16(text) else { throw .usage("'--port \(text)': a port is a number from 0 to 65535", usage: usage) }
            port = value
        } else {
            port = 8123
        }
        let keyboards = (arguments.value("--keyboards") ?? "en-US,ko-KR,zh-Hans,zh-TW,ja-JP-kana,zh-Hans-handwriting,emoji")
            .split(separator: ",")
            .map(String.init)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        for id in keyboards where catalog.layout(named: id) == nil {
            throw .usage("unknown layout '\(id)'\(didYouMean(id, in: catalog.layouts.keys.map(\.rawValue)))", usage: usage)
        }
        let playground = Playground(catalog: catalog, keyboards: keyboards)
        let server: LocalServer
        do {
            server = try LocalServer(port: port)
        } catch {
            throw .failure(error.message)
        }
        output.write("serving http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
        let served = server.run { request in playground.handle(method: request.method, path: request.path, body: request.body) }
        output.write("stopped after \(served) requests")
    }
}
