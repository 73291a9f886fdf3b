"""Preferences: every setting of the app in one dialog (`ui/preferences.ui`), applied as soon as
it changes. The dialog only edits a `store.preferences.Preferences` value and says when it
changed; the main window applies it and keeps it in the settings file.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...store.preferences import (
    CARD_BACKS,
    CARD_SIZES,
    COMPUTER_LEVELS,
    FELTS,
    PACES,
    SPEEDS,
    Preferences,
)
from ..catalog import level_name
from ..i18n import available_languages, language_name
from ..table.deck_art import Back, DeckArt
from ..table.felt import FELTS as FELT_COLOURS
from ..ui_forms import child, load_form


def tr(text: str) -> str:
    return QCoreApplication.translate("PreferencesDialog", text)


def _names() -> dict[str, str]:
    """Words for every choice, looked up when the dialog is built (current language)."""
    return {
        "small": tr("Small"), "normal": tr("Normal"), "large": tr("Large"),
        "slow": tr("Slow"), "fast": tr("Fast"), "instant": tr("Instant"),
        "back": tr("Kawung"), "back-parang": tr("Parang"), "back-truntum": tr("Truntum"),
        "back-ceplok": tr("Ceplok"),
        "teal": tr("Teal"), "green": tr("Green"), "blue": tr("Blue"),
        "burgundy": tr("Burgundy"),
        "relaxed": tr("Relaxed"), "quick": tr("Quick"),
    }


class PreferencesDialog(QDialog):
    changed = Signal(object)
    """(Preferences) — emitted at every change, so the app can apply it at once."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None,
                 art: DeckArt | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Preferences"))
        self.setMinimumWidth(440)
        self.preferences = preferences
        self._art = art or DeckArt()
        layout = QVBoxLayout(self)
        self.form = load_form("preferences", self)
        layout.addWidget(self.form)
        self.language = child(self.form, QComboBox, "languageCombo")
        self.card_size = child(self.form, QComboBox, "cardSizeCombo")
        self.speed = child(self.form, QComboBox, "speedCombo")
        self.card_back = child(self.form, QComboBox, "cardBackCombo")
        self.felt = child(self.form, QComboBox, "feltCombo")
        self.four_colour = child(self.form, QCheckBox, "fourColourCheck")
        self.high_contrast = child(self.form, QCheckBox, "highContrastCheck")
        self.level = child(self.form, QComboBox, "levelCombo")
        self.think_time = child(self.form, QDoubleSpinBox, "thinkTimeSpin")
        self.pace = child(self.form, QComboBox, "paceCombo")
        self.ask_abandon = child(self.form, QCheckBox, "askAbandonCheck")
        self.think_time.setSuffix(tr(" s"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close
                                   | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(tr("Put every preference back as it was when the app was new."))
        restore.clicked.connect(lambda: self._set(Preferences()))
        layout.addWidget(buttons)
        self._fill()
        self._show(preferences)
        for combo in (self.language, self.card_size, self.speed, self.card_back, self.felt,
                      self.level, self.pace):
            combo.currentIndexChanged.connect(self._edited)
        for box in (self.four_colour, self.high_contrast, self.ask_abandon):
            box.toggled.connect(self._edited)
        self.think_time.valueChanged.connect(self._edited)

    # ---------------------------------------------------------------- building

    def _fill(self) -> None:
        names = _names()
        self.language.addItem(tr("As the system"), "system")
        for code in available_languages():
            self.language.addItem(language_name(code), code)
        for combo, keys in ((self.card_size, tuple(CARD_SIZES)), (self.speed, SPEEDS),
                            (self.pace, PACES)):
            for key in keys:
                combo.addItem(names[key], key)
        back_size = QSize(30, 42)
        self.card_back.setIconSize(back_size)
        for key in CARD_BACKS:
            pixmap = self._art.back(Back.DEFAULT, back_size, self.devicePixelRatioF()) \
                if key == self._art.rummy_back.value else self._preview(Back(key), back_size)
            self.card_back.addItem(QIcon(pixmap), names[key], key)
        for key in FELTS:
            swatch = QPixmap(28, 18)
            swatch.fill(QColor(FELT_COLOURS[key][0]))
            self.felt.addItem(QIcon(swatch), names[key], key)
        for key in COMPUTER_LEVELS:
            self.level.addItem(level_name(key), key)

    def _preview(self, back: Back, size: QSize) -> QPixmap:
        chosen = self._art.rummy_back
        self._art.rummy_back = back
        try:
            return self._art.back(Back.DEFAULT, size, self.devicePixelRatioF())
        finally:
            self._art.rummy_back = chosen

    # ---------------------------------------------------------------- values

    def _show(self, preferences: Preferences) -> None:
        widgets: Sequence[QWidget] = (self.language, self.card_size, self.speed,
                                      self.card_back, self.felt, self.level, self.pace,
                                      self.four_colour, self.high_contrast, self.ask_abandon,
                                      self.think_time)
        for widget in widgets:
            widget.blockSignals(True)
        try:
            for combo, value in ((self.language, preferences.language),
                                 (self.card_size, preferences.card_size),
                                 (self.speed, preferences.speed),
                                 (self.card_back, preferences.card_back),
                                 (self.felt, preferences.felt),
                                 (self.level, preferences.computer_level),
                                 (self.pace, preferences.banapples_pace)):
                index = combo.findData(value)
                combo.setCurrentIndex(max(index, 0))
            self.four_colour.setChecked(preferences.four_colour)
            self.high_contrast.setChecked(preferences.high_contrast)
            self.ask_abandon.setChecked(preferences.ask_before_abandoning)
            self.think_time.setValue(preferences.think_time)
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    def shown(self) -> Preferences:
        """The preferences as the dialog shows them now."""
        return self.preferences.changed(
            language=str(self.language.currentData()),
            card_size=str(self.card_size.currentData()),
            speed=str(self.speed.currentData()),
            card_back=str(self.card_back.currentData()),
            felt=str(self.felt.currentData()),
            computer_level=str(self.level.currentData()),
            banapples_pace=str(self.pace.currentData()),
            four_colour=self.four_colour.isChecked(),
            high_contrast=self.high_contrast.isChecked(),
            ask_before_abandoning=self.ask_abandon.isChecked(),
            think_time=round(self.think_time.value(), 1),
        )

    def _set(self, preferences: Preferences) -> None:
        self._show(preferences)
        self._edited()

    def _edited(self, *_: object) -> None:
        shown = self.shown()
        if shown != self.preferences:
            self.preferences = shown
            self.changed.emit(shown)
