import CCairo
import Foundation

/// An owned Cairo drawing context (`cairo_t`), destroyed exactly once.
final class CairoContext {
    /// The `cairo_t *` this wrapper owns.
    let pointer: OpaquePointer

    /// A context drawing on `surface` (which the context keeps alive through Cairo's own
    /// reference).
    init(_ surface: OpaquePointer) throws(RenderError) {
        guard let context = cairo_create(surface) else { throw .cairo(operation: "create a context", status: "no context") }
        pointer = context
        try check("create a context")
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if the context is in an error state.
    func check(_ operation: String) throws(RenderError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
