// Exports the ToggleListController sample's interaction as an animated PNG (the README's
// "UIKit on Linux" animation): `swift run UIKitSampleExport docs/samples/uikit-toggle-list.png`.
//
// A script of touches plays on the animation clock — a tap on a row's "Details" button
// (the UIView.animate flash), a tap on a switch, then a long press that lifts a row and
// drags it to the top (the app's own long-press recognizer driving the interactive
// movement) — and the collection view is drawn at every frame of the clock
// (`DisplayList.frames(of:duration:fps:…)`), as the snapshots draw it.
import CairoRendering
import CollectionAnimation
import CollectionRendering
import Foundation
import ReelExport
import UIKit
import UIKitSampleLayouts

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: UIKitSampleExport OUTPUT.png\n".utf8))
    exit(2)
}

let fps = 15.0
let clock = AnimationClock()
do {
    // Text measured with the fonts it is drawn with.
    let measurer = try PangoContentMeasurer()
    try UIFont.withTextMeasurer(measurer) {
        try clock.withCurrent {
            let titles = ["Wi-Fi", "Bluetooth", "Airplane Mode", "Night Shift", "Do Not Disturb"]
            let list = ToggleListController(items: titles.enumerated().map { ToggleItem(title: $1, isOn: $0 % 3 == 0) })
            list.loadViewIfNeeded()
            list.view.frame = CGRect(x: 0, y: 0, width: 320, height: 352)
            list.collectionView.layoutIfNeeded()
            let view = list.collectionView!
            // Row k's centre is (160, 44 + 64k); its button's (183.5, 44 + 64k), its switch's (262.5, 44 + 64k).
            func at(_ time: Double, _ script: TouchScript) { clock.schedule(at: time) { view.scheduleTouches(script) } }
            at(0.4, .tap(at: CGPoint(x: 183.5, y: 44)))
            at(1.3, .tap(at: CGPoint(x: 262.5, y: 172)))
            let drag = TouchScript.drag(through: [CGPoint(x: 160, y: 236), CGPoint(x: 160, y: 44)], hold: 0.7, duration: 1.0, endHold: 0.3)
            at(2.0, drag)
            let end = 2.0 + drag.duration + 0.8
            let count = min(Timeline.frameCount(duration: end, fps: fps), DisplayList.maximumFrames)
            let renderer = try CairoRenderer()
            let writer = try APNGWriter(destination: URL(fileURLWithPath: path), frameCount: count, fps: fps)
            // Each frame on the clock, the views at their presentation values.
            try DisplayList.frames(of: view, duration: end, fps: fps, background: Color(red: 1, green: 1, blue: 1), scale: 1) { _, list in
                try writer.append(png: renderer.renderPNG(list))
            }
            try writer.finish()
            print("wrote \(count) frames to \(path)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("UIKitSampleExport: \(error)\n".utf8))
    exit(1)
}
