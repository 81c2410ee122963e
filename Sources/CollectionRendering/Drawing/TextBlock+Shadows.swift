import Foundation

// Text shadows (`NSShadow` in an attributed string, docs/REFERENCE.md §22.27): each distinct
// shadow is cast by the block drawn with only the runs that carry it showing.
extension TextBlock {
    /// Each distinct visible shadow the block's runs cast, in the order the runs first carry
    /// it, with the block as it casts that shadow: the same layout, the runs with the shadow
    /// in their own colours (which lend the shadow their alpha), every other character clear,
    /// no run backgrounds. Attachments keep their boxes but cast nothing (as a label's
    /// `shadowColor` draws them; a deliberate difference: iOS shadows their images).
    public var shadowCasts: [(shadow: Shadow, caster: TextBlock)] {
        var shadows: [Shadow] = []
        for run in styling.runs {
            if let shadow = run.shadow, shadow.isVisible, !shadows.contains(shadow) { shadows.append(shadow) }
        }
        return shadows.map { shadow in
            var caster = self
            caster.color = .clear
            for index in caster.styling.runs.indices {
                var run = caster.styling.runs[index]
                if run.shadow != shadow {
                    run.color = .clear
                    run.underline = false
                    run.strikethrough = false
                }
                run.backgroundColor = nil
                run.attachment?.image = nil
                run.shadow = nil
                caster.styling.runs[index] = run
            }
            return (shadow, caster)
        }
    }
}
