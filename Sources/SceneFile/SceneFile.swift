// The SceneFile module; see DESIGN.md.
