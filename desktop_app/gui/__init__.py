"""The Qt application: windows, the card table, dialogs and computer-player workers."""
