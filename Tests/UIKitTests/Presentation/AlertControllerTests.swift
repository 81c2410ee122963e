import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `UIAlertController` and `UIAlertAction` as UIKit's documentation describes them, presented
/// in a 390 × 844 window with an iPhone 13's safe area (47 top, 34 bottom). Box geometry from
/// the chosen metrics of docs/REFERENCE.md §18.1 ("Alerts"): a 270-wide alert centred in the safe area;
/// an action sheet 8 from the edges, rows 57 tall, its cancel group at the bottom of the safe
/// area.
@MainActor @Suite struct AlertControllerTests {

    /// The buttons in the alert's view, in subview order, with their frames in the window.
    private func buttons(_ alert: UIAlertController) -> [(title: String?, frame: CGRect, button: UIButton)] {
        var found: [(String?, CGRect, UIButton)] = []
        func walk(_ view: UIView) {
            if let button = view as? UIButton {
                found.append((button.title(for: .normal), button.convert(button.bounds, to: nil), button))
                return
            }
            view.subviews.forEach(walk)
        }
        walk(alert.view)
        return found
    }

    @Test func anAlertKeepsItsActionsAndRefusesASecondCancel() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone." && alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.textFields == nil && alert.preferredAction == nil)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        #expect(alert.actions == [cancel, delete])
        // Only an action of the alert can be preferred.
        alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.map(\.placeholder) == ["Name"])
        // An action sheet takes no text fields.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(UIAlertAction.Style.destructive.rawValue == 2 && UIAlertController.Style.alert.rawValue == 1)
    }

    @Test func aPresentedAlertCoversTheWindowAndItsBoxIsCentred() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = phoneWindow(root: root)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert && alert.view.frame == window.bounds)
        #expect(root.view.superview === window)
        // Two actions side by side, the cancel action on the left, each half of 270, from x 60.
        let shown = buttons(alert)
        #expect(shown.map(\.title) == ["Cancel", "OK"])
        #expect(shown.map(\.frame.minX) == [60, 195] && shown.map(\.frame.width) == [135, 135])
        #expect(shown.allSatisfy { $0.frame.height == 44 })
        // The box is centred in the safe area (47…810, middle 428.5).
        let box = try #require(shown.first?.button.superview)
        #expect(abs(box.convert(box.bounds, to: nil).midY - 428.5) < 1e-9)
        // The window under the box is dimmed by black at 20 %: white → 204.
        let image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
        pixel(image, 5, 100, is: (204, 204, 204))
    }

    @Test func threeActionsStackWithTheCancelLastAndATapDismissesThenRunsTheHandler() throws {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let alert = UIAlertController(title: "Share", message: "How?", preferredStyle: .alert)
        var ran: [String] = []
        var presentedWhenRun: UIViewController?
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Mail", style: .default) { action in
                ran.append(action.title ?? "")
                presentedWhenRun = root.presentedViewController
            })
        alert.addAction(UIAlertAction(title: "Message", style: .default))
        root.present(alert, animated: true)
        let shown = buttons(alert)
        #expect(shown.map(\.title) == ["Mail", "Message", "Cancel"])
        #expect(shown.map(\.frame.minY) == [shown[0].frame.minY, shown[0].frame.minY + 44, shown[0].frame.minY + 88])

        shown[0].button.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["Mail"] && presentedWhenRun == nil && root.presentedViewController == nil)
        #expect(alert.view.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelGroupLast() throws {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: true)
        let shown = buttons(sheet)
        let frames = Dictionary(uniqueKeysWithValues: shown.map { ($0.title ?? "", $0.frame) })
        // Cancel: 844 − 34 − 57 = 753; the other group 8 above it: 753 − 8 − 2 × 57 = 631.
        #expect(frames["Cancel"] == CGRect(x: 8, y: 753, width: 374, height: 57))
        #expect(frames["Duplicate"] == CGRect(x: 8, y: 631, width: 374, height: 57))
        #expect(frames["Delete"] == CGRect(x: 8, y: 688, width: 374, height: 57))
        #expect(shown.first { $0.title == "Delete" }?.button.titleColor(for: .normal) == .systemRed)
        withExtendedLifetime(window) {}
    }
}
