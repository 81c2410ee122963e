import Foundation
import Testing
import UIKit

/// A search bar's size, the frames of its parts and the delegate calls as it is edited,
/// worked by hand from docs/REFERENCE.md §25.6: the bar 56 tall (44 more with a scope bar),
/// the field 36 tall centred in the bar's row 8 in from the edges, the glass 15 square 8 in
/// from the field's edge and the text 6 after it, the cancel button 8 from the trailing edge
/// and 8 after the field; editing is the text field's (§25.4) turned into the bar's calls.
@MainActor @Suite struct SearchBarTests {
    private func bar(width: CGFloat = 390) -> UISearchBar {
        let bar = UISearchBar()
        bar.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        bar.sizeToFit()
        bar.layoutIfNeeded()
        return bar
    }

    @Test func theBarIsFiftySixTallWithTheFieldCentredEightIn() {
        let bar = bar()
        #expect(bar.frame.size == CGSize(width: 390, height: 56))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        // (56 − 36) / 2 = 10 above the field; 390 − 2 × 8 = 374 wide.
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        // The glass: (36 − 15) / 2 = 10.5 from the field's top; the text from 8 + 15 + 6 = 29.
        #expect(bar.searchTextField.leftView?.frame == CGRect(x: 8, y: 10.5, width: 15, height: 15))
        #expect(bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds).minX == 29)
        // A shorter bar (old code sets 44) keeps the field centred: (44 − 36) / 2 = 4.
        bar.frame.size.height = 44
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.minY == 4)
    }

    @Test func theCancelButtonTakesTheTrailingEndAndTheFieldShrinks() throws {
        let bar = bar()
        #expect(!bar.showsCancelButton)
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        #expect(!cancel.isHidden)
        #expect(cancel.frame.maxX == 382)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        #expect(abs(cancel.frame.midY - 28) < 0.01)
        #expect(cancel.titleLabel?.font == .systemFont(ofSize: 17))
        bar.showsCancelButton = false
        bar.layoutIfNeeded()
        #expect(cancel.isHidden && bar.searchTextField.frame.width == 374)
    }

    @Test func aScopeBarAddsARowUnderTheFieldAndTellsTheDelegateOfAPick() throws {
        let bar = bar(), log = SearchEventLog()
        bar.delegate = log
        bar.scopeButtonTitles = ["All", "Unread"]
        bar.sizeToFit()
        #expect(bar.frame.height == 56, "titles alone show no scope bar")
        bar.showsScopeBar = true
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 100)
        let scope = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        // The field stays in the 56-point row; the scope bar is centred in the 44 under it.
        #expect(bar.searchTextField.frame.minY == 10)
        #expect(scope.frame == CGRect(x: 8, y: 62, width: 374, height: 32))
        #expect(scope.selectedSegmentIndex == 0)
        bar.selectedScopeButtonIndex = 1
        #expect(scope.selectedSegmentIndex == 1 && log.events.isEmpty, "set in code: the delegate hears nothing")
        scope.selectedSegmentIndex = 0
        scope.sendActions(for: .valueChanged)
        #expect(bar.selectedScopeButtonIndex == 0 && log.events == ["scope 0"])
    }

    @Test func editingTellsTheDelegateInUIKitsOrder() {
        let bar = bar(), log = SearchEventLog()
        bar.delegate = log
        bar.text = "set"
        bar.text = ""
        #expect(log.events.isEmpty, "setting the text in code tells nothing")
        #expect(bar.becomeFirstResponder())
        #expect(bar.searchTextField.isEditing)
        bar.searchTextField.insertText("a")
        bar.searchTextField.deleteBackward()
        bar.searchTextField.insertText("\n")
        #expect(bar.searchTextField.isEditing, "the search key does not end editing")
        #expect(bar.resignFirstResponder())
        #expect(
            log.events == [
                "shouldBegin", "didBegin", "shouldChange 0,0 a", "textDidChange a", "shouldChange 0,1 ", "textDidChange ", "search",
                "shouldEnd", "didEnd",
            ])
    }

    @Test func theDelegateMayRefuseBeginningAndChanges() {
        let bar = bar(), log = SearchEventLog()
        bar.delegate = log
        log.allowsBeginning = false
        #expect(!bar.becomeFirstResponder())
        #expect(!bar.searchTextField.isEditing && log.events == ["shouldBegin"])
        log.allowsBeginning = true
        log.allowsChanges = false
        bar.becomeFirstResponder()
        bar.searchTextField.insertText("x")
        #expect(bar.text == "" && !log.events.contains("textDidChange x"))
    }

    @Test func theCancelButtonTellsTheDelegateAndEndsNothingByItself() throws {
        let bar = bar(), log = SearchEventLog()
        bar.delegate = log
        bar.showsCancelButton = true
        bar.becomeFirstResponder()
        log.events = []
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
        cancel.sendActions(for: .primaryActionTriggered)
        #expect(log.events == ["cancel"] && bar.searchTextField.isEditing)
    }

    /// Apple's documentation of `isEnabled` (iOS 16.4): "An enabled search bar responds to
    /// user interactions; a disabled search bar ignores touch events and takes on a disabled
    /// appearance"; default true.
    @Test func aDisabledBarIgnoresTapsUntilEnabledAgain() throws {
        try onFreshClock { _ in
            let bar = bar(), log = SearchEventLog()
            #expect(bar.isEnabled)
            bar.delegate = log
            bar.showsCancelButton = true
            bar.layoutIfNeeded()
            let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
            let onCancel = CGPoint(x: cancel.frame.midX, y: cancel.frame.midY)
            bar.isEnabled = false
            #expect(!bar.searchTextField.isEnabled && !cancel.isEnabled)
            bar.simulateTouches(.tap(at: onCancel))
            #expect(log.events.isEmpty)
            bar.isEnabled = true
            #expect(bar.searchTextField.isEnabled && cancel.isEnabled)
            bar.simulateTouches(.tap(at: onCancel))
            #expect(log.events == ["cancel"])
        }
    }

    @Test func customizingIsKeptAndAnsweredAsSet() {
        let bar = bar()
        let image = UIImage()
        bar.setImage(image, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === image)
        #expect(bar.image(for: .search, state: .highlighted) == nil && bar.image(for: .clear, state: .normal) == nil)
        bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 4, vertical: 0))
        #expect(bar.positionAdjustment(for: .clear) == .zero)
        bar.setSearchFieldBackgroundImage(image, for: .normal)
        #expect(bar.searchFieldBackgroundImage(for: .normal) === image)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal) == nil)
    }

    @Test func theFieldIsASearchFieldWithUIKitsDefaults() {
        let bar = bar()
        let field: UITextField = bar.searchTextField
        #expect(field.placeholder == "Search" && bar.placeholder == nil)
        bar.placeholder = "Mail"
        #expect(field.placeholder == "Mail" && bar.placeholder == "Mail")
        #expect(field.clearButtonMode == .whileEditing && field.leftViewMode == .always)
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
        bar.keyboardType = .emailAddress
        bar.autocapitalizationType = .none
        #expect(field.keyboardType == .emailAddress && field.autocapitalizationType == .none)
        #expect(bar.searchBarStyle == .default && bar.barStyle == .default && bar.selectedScopeButtonIndex == 0)
        let token = UISearchToken(icon: nil, text: "Photos")
        token.representedObject = "photos"
        bar.searchTextField.insertToken(token, at: 5)
        #expect(bar.searchTextField.tokens == [token] && token.representedObject as? String == "photos")
        bar.searchTextField.removeToken(at: 3)
        bar.searchTextField.removeToken(at: 0)
        #expect(bar.searchTextField.tokens.isEmpty)
    }
}
