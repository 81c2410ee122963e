// The CollectionRendering module; see DESIGN.md.
