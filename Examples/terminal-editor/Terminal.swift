#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal, through POSIX calls: raw mode, the alternate screen, mouse reporting, its size,
/// and reading input. `restore()` puts everything back as it was; it runs on quit, on SIGTERM
/// and SIGHUP, and at exit.
enum Terminal {
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var isRaw = false

    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Whether the locale says UTF-8 (LC_ALL, then LC_CTYPE, then LANG, as setlocale reads them).
    static var isUTF8: Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty {
                let lowered = value.lowercased()
                return lowered.contains("utf-8") || lowered.contains("utf8")
            }
        }
        return false
    }

    /// Columns and rows, or nil when the size cannot be read.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    static func enterRawMode() {
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        isRaw = true
        // The alternate screen, no cursor, mouse presses, releases and drags in SGR form.
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h")
        for signal in [SIGTERM, SIGHUP] {
            Glibc.signal(signal) { number in
                Terminal.restore()
                _exit(128 + number)
            }
        }
        atexit { Terminal.restore() }
    }

    static func restore() {
        guard isRaw else { return }
        isRaw = false
        write("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(STDOUT_FILENO, base + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// The bytes available now, waiting for the first up to `timeout` milliseconds (-1: forever).
    static func read(timeout: Int32) -> [UInt8] {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }
}
