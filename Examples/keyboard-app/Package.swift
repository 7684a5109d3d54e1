// swift-tools-version: 6.0
// An app that uses SoftKeyboard as any app would: a package of its own that depends on it and
// uses the umbrella product. CI builds it against a clone of the repository, deletes the clone
// and runs it again (README: Use it in an app).
import Foundation
import PackageDescription

/// The SoftKeyboard checkout (CI points it at a scratch clone).
let softKeyboard = ProcessInfo.processInfo.environment["SOFTKEYBOARD_PATH"] ?? "../.."

let package = Package(
    name: "keyboard-app",
    dependencies: [.package(name: "SoftKeyboard", path: softKeyboard)],
    targets: [
        .executableTarget(name: "keyboard-app", dependencies: [.product(name: "SoftKeyboard", package: "SoftKeyboard")]),
    ],
    swiftLanguageModes: [.v6]
)
