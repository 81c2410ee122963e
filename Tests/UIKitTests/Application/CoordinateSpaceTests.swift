import Testing
import UIKit

/// Converting between coordinate spaces (`UICoordinateSpace`): a view's bounds and the screen's
/// (a window scene's `coordinateSpace`), through the window's place on the screen. Worked by
/// hand: a window at (0, 100) on the screen, a view at (10, 20) in it.
@Suite struct CoordinateSpaceTests {
    private func placed() -> (window: UIWindow, view: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        return (window, view)
    }

    @Test func aViewsPointsStandOnTheScreenWhereItsWindowDoes() throws {
        let (window, view) = placed()
        defer { withExtendedLifetime(window) {} }
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let screen = scene.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 11, y: 122))
        #expect(view.convert(CGPoint(x: 11, y: 122), from: screen) == CGPoint(x: 1, y: 2))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: screen) == CGRect(x: 10, y: 120, width: 5, height: 5))
        #expect(view.convert(CGRect(x: 10, y: 120, width: 5, height: 5), from: screen) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(screen.convert(CGPoint(x: 11, y: 122), to: view) == CGPoint(x: 1, y: 2))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func betweenViewsTheSpaceIsTheViewsOwn() {
        let (window, view) = placed()
        let space: any UICoordinateSpace = window
        #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 11, y: 22))
        #expect(view.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 11, y: 22))
        #expect(view.convert(CGRect(x: 11, y: 22, width: 1, height: 1), from: space) == CGRect(x: 1, y: 2, width: 1, height: 1))
    }
}

/// A view given as a plain (non-optional) view takes the coordinate-space overload, which
/// must answer as the view one does.
@Suite struct CoordinateSpaceOverloadTests {
    @Test func aNonOptionalViewArgumentConvertsAsTheViewOverload() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 40, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        let other: UIView = b
        #expect(a.convert(CGPoint(x: 5, y: 5), to: other) == CGPoint(x: -85, y: -25))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: other) == CGRect(x: 90, y: 30, width: 1, height: 1))
    }
}
