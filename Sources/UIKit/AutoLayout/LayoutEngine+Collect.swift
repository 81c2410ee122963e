import ConstraintSolver
import Foundation

/// One sync of an engine: the constraints of its subtree and UIKit's own for the items they
/// reach, translated.
@preconcurrency @MainActor
struct SyncPass {
    let engine: LayoutEngine
    /// The items reached, by identity.
    var members: [ObjectIdentifier: AutoLayoutItem] = [:]
    /// The items reached, the root left out, in the order reached.
    var memberOrder: [AutoLayoutItem] = []
    /// Whether the root was reached.
    var rootIsMember = false
    /// Each constraint with its linear parts.
    var translated: [(NSLayoutConstraint, [LayoutEngine.Definition])] = []
    /// How many of them were replayed from the record of their kind (TranslationShape.swift).
    private(set) var replayed = 0
    /// Constraints found and not yet translated.
    private var queue: [NSLayoutConstraint] = []
    /// The installing views' reading directions met so far.
    private var directions = Translator.Directions()

    init(engine: LayoutEngine) { self.engine = engine }

    /// Walks the subtree: each view's installed constraints; views that do not translate
    /// their masks, and the root, are members whatever refers to them. Then translates until
    /// no new item is reached — replaying the record of the last sync of its kind for a
    /// self-sizing view's engine, or recording one (TranslationShape.swift).
    mutating func collect() {
        let root = engine.root
        let key = engine.usesTemplates ? TranslationShape.Key(engine) : nil
        let record = key.flatMap(TranslationShape.record(for:))
        var views: [UIView] = []
        // The last sync of the kind says how many views and constraints to expect.
        views.reserveCapacity(record?.parents.count ?? 0)
        translated.reserveCapacity(record?.constraints.count ?? 0)
        var stack = [root]
        while let view = stack.popLast() {
            if key != nil { views.append(view) }
            if let state = view.autoLayoutState { queue.append(contentsOf: state.constraints) }
            if view === root || !view.translatesAutoresizingMaskIntoConstraints { include(view) }
            stack.append(contentsOf: view.layoutChildren)
        }
        var replay = record.flatMap { TranslationShape.Replay($0, views: views) }
        var recorder = key != nil && replay == nil ? TranslationShape.Recorder(views: views) : nil
        var position = 0
        while let constraint = queue.popLast() {
            guard !constraint.isMalformed, constraint.container != nil else { continue }
            defer { position += 1 }
            switch replay?.replay(constraint, at: position, directions: &directions) {
            case let .replayed(definitions, touched)?:
                for index in touched { if let item = replay?.firstTouch(index) { include(item) } }
                translated.append((constraint, definitions))
                replayed += 1
                continue
            case .differs?:
                replay = nil
                if let key { TranslationShape.keep(nil, for: key) }
            case .unrecorded?, nil:
                break
            }
            var translator = Translator()
            let sum = translator.linearSum(of: constraint, directions: &directions)
            for item in translator.touched { include(item) }
            recorder?.record(constraint, translator: translator, sum: sum)
            if let sum {
                translated.append((constraint, Translator.parts(of: constraint, terms: sum.terms, constant: sum.constant)))
            } else if translator.isOutsideContainer {
                LayoutEngine.logUnprepared(constraint)
            }
        }
        if let key, let shape = recorder?.shape { TranslationShape.keep(shape, for: key) }
    }

    /// Makes `item` a member; the first time, queues UIKit's own constraints for it.
    mutating func include(_ item: AutoLayoutItem) {
        if item === engine.root {
            guard !rootIsMember else { return }
            rootIsMember = true
        } else {
            let id = ObjectIdentifier(item)
            guard members[id] == nil else { return }
            members[id] = item
            memberOrder.append(item)
        }
        if let view = item as? UIView {
            queue.append(contentsOf: engine.generatedConstraints(for: view))
        } else if let guide = item as? UILayoutGuide {
            queue.append(contentsOf: guide.systemConstraints())
        }
    }
}

extension LayoutEngine {
    /// UIKit's constraints for `view` in this engine: the root's size pins (when it
    /// translates its mask, unless measuring), a view's autoresizing-mask constraints (when it
    /// translates its mask), or its content size (when it does not).
    func generatedConstraints(for view: UIView) -> [NSLayoutConstraint] {
        if view.translatesAutoresizingMaskIntoConstraints {
            return view === root ? (pinsSuspended ? [] : view.encapsulatedSizeConstraints()) : view.autoresizingConstraints()
        }
        return view.contentSizeConstraints()
    }

    /// The linear parts of `constraint` as things stand (for a constant changed in place);
    /// nil when it cannot be translated.
    func translate(_ constraint: NSLayoutConstraint, including: Bool) -> [Definition]? {
        var translator = Translator()
        return translator.definitions(of: constraint)
    }

    /// Logs UIKit's message for a constraint installed on a view its items are not inside.
    static func logUnprepared(_ constraint: NSLayoutConstraint) {
        let text = LayoutDescriber.normalised().constraintDescription(constraint)
        LayoutConstraintLog.print(
            "[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(text)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This "
                + "will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on "
                + "-[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
    }
}
