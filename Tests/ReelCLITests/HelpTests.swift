import Foundation
import Testing

@Suite struct HelpTests {
    @Test func helpListsTheSubcommandsAndExitStatuses() throws {
        let result = try Reel.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("attributes"))
        #expect(result.stdout.contains("Exit status"))
    }

    @Test func aBadOptionValueIsAUsageError() throws {
        let result = try Reel.run(["attributes", "scene.yaml", "--rect", "1,2"])
        #expect(result.status == 64, "a usage error: ArgumentParser's EX_USAGE")
        #expect(result.stderr.contains("--rect"))
        #expect(result.stdout.isEmpty)
    }
}
