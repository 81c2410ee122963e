import Testing
import UIKit

/// A toolbar's background by its style: UIKit's `UIBarStyle.black` is "a black style with
/// white text and icons"; here its fill is the dark one a search bar of that style draws.
@Suite struct ToolbarStyleTests {
    @Test func aBlackStyleToolbarHasTheDarkBackgroundUnlessTinted() {
        // The near-white default fill, (249, 249, 249) at 94 %; `.black` the dark one, grey
        // 0.11 at 94 % (docs/REFERENCE.md §25.2); a barTintColor wins over either.
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(
            toolbar.barStyle == .default
                && toolbar.backgroundColor == UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94))
        toolbar.barStyle = .black
        #expect(toolbar.backgroundColor == UIColor(white: 0.11, alpha: 0.94))
        toolbar.barTintColor = .red
        #expect(toolbar.backgroundColor == .red)
        toolbar.barTintColor = nil
        #expect(toolbar.backgroundColor == UIColor(white: 0.11, alpha: 0.94))
    }
}
