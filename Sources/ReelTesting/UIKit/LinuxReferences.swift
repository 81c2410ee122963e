/// Where the references of the strategies with swift-snapshot-testing's UIKit spellings go:
/// beside the team's iOS references, never on them.
///
/// swift-snapshot-testing names a reference `__Snapshots__/<TestFile>/<testName>.<n>.<pathExtension>`,
/// and of that path a strategy chooses only the extension. These strategies choose
/// `linux.png` and `linux.txt`, so on Linux `assertSnapshot(of: vc, as: .image(on: .iPhone13))`
/// in `testFeed()` records and compares `testFeed.1.linux.png` while the simulator's run keeps
/// `testFeed.1.png`: whatever the record mode (`.missing`, `.all`, `.failed`, `.never`),
/// a Linux run never writes, overwrites or compares an iOS reference, and an iOS run never
/// sees a Linux one. Commit both; they differ because the fonts differ (DejaVu Sans here).
enum LinuxReferences {
    /// `linux.` before `base`: `linux.png`, `linux.txt`.
    static func pathExtension(_ base: String) -> String { "linux." + base }
}
