import Testing
import UIKit

/// `UIRectEdge` carries UIKit's raw values (UIView.h: `UIRectEdgeTop = 1 << 0`, `Left = 1 << 1`,
/// `Bottom = 1 << 2`, `Right = 1 << 3`, `All` the four together), so raw values stored or
/// bridged elsewhere mean the same edges.
@Suite struct RectEdgeTests {
    @Test func edgesHaveUIKitsRawValues() {
        #expect([UIRectEdge.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
        #expect(UIRectEdge(rawValue: 0).isEmpty)
        // All but the top: left, bottom and right, 2 + 4 + 8.
        #expect(UIRectEdge.all.subtracting(.top) == [.left, .bottom, .right])
        #expect(UIRectEdge.all.subtracting(.top).rawValue == 14)
    }
}
