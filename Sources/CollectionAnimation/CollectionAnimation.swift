// The CollectionAnimation module; see DESIGN.md.
