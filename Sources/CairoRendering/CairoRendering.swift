// The CairoRendering module; see DESIGN.md.
