"""The app's languages: which translations are installed, their names, and switching at run time.

Translations are Qt Linguist files compiled to `resources/translations/meja_kartu_<code>.qm`.
Installing a translator makes Qt send every widget a LanguageChange event, so a switch needs no
restart. English is the source language and needs no file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFont, QGuiApplication

from ..resources import resources_dir

SOURCE_LANGUAGE = "en"
ENDONYMS = {"en": "English", "id": "Bahasa Indonesia", "ko": "한국어"}
"""Each language named in itself: a player looks for their own language's name."""


def plural(context: str, text: str, n: int) -> str:
    """`text` translated with `n` for its %n plural; where no translation gives the forms
    (English is the source language), "card(s)" becomes "card" or "cards" here."""
    translated = QCoreApplication.translate(context, text, None, n)
    if translated == text.replace("%n", str(n)) and "(s)" in translated:
        translated = translated.replace("(s)", "" if n == 1 else "s")
    return translated


LOCALES = {"id": "id_ID", "ko": "ko_KR"}


def number_locale(code: str, system: QLocale | None = None) -> QLocale:
    """How numbers are written in language `code`: Indonesian 20.000, Korean 20,000; English
    as the system writes it when the system speaks English, else 20,000."""
    if code in LOCALES:
        return QLocale(LOCALES[code])
    locale = system if system is not None else QLocale.system()
    if locale.language() == QLocale.Language.English:
        return locale
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def number_text(value: float, signed: bool = False) -> str:
    """A score as the current language writes it: grouped thousands, a true minus sign, a half
    as ½ (Banakil's halves), other fractions with one decimal."""
    locale = QLocale()
    value = value + 0.0  # −0 shows as 0
    whole = int(abs(value))
    fraction = abs(value) - whole
    if fraction == 0:
        text = locale.toString(whole)
    elif fraction == 0.5:
        text = ("" if whole == 0 else locale.toString(whole)) + "½"
    else:
        text = locale.toString(abs(value), "f", 1)
    sign = "−" if value < 0 else "+" if signed and value > 0 else ""
    return sign + text


def signed_text(value: float) -> str:
    """A round's score: "+25", "−4½", "0"."""
    return number_text(value, signed=True)


def translations_dir() -> Path:
    return resources_dir() / "translations"


def translation_file(code: str) -> Path:
    return translations_dir() / f"meja_kartu_{code}.qm"


def available_languages() -> tuple[str, ...]:
    """English, then every language whose compiled translation is installed."""
    found = sorted(code for code in ENDONYMS
                   if code != SOURCE_LANGUAGE and translation_file(code).is_file())
    return (SOURCE_LANGUAGE, *found)


def language_name(code: str) -> str:
    return ENDONYMS.get(code, code)


def resolve(preference: str, system: QLocale | None = None) -> str:
    """The language to show for a preference ("system" or a code): the system's language when
    it has a translation here, else English."""
    if preference != "system":
        return preference if preference in available_languages() else SOURCE_LANGUAGE
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in available_languages():
            return code
    return SOURCE_LANGUAGE


HANGUL_FAMILIES = ("Noto Sans CJK KR", "Noto Sans KR", "NanumGothic", "NanumBarunGothic",
                   "Malgun Gothic", "Apple SD Gothic Neo", "AppleGothic")
"""Hangul fonts of Linux (fonts-noto-cjk, fonts-nanum), Windows and macOS, best first."""


def hangul_family() -> str | None:
    """A system font that has Hangul: the app's own font first if it has, else a known one,
    else any; None when the system has none (the .deb depends on one)."""
    if QGuiApplication.instance() is None:
        return None
    from PySide6.QtGui import QFontDatabase  # only Korean asks: its enums cost the start

    korean = set(QFontDatabase.families(QFontDatabase.WritingSystem.Korean))
    app_family = QGuiApplication.font().family()
    if app_family in korean:
        return app_family
    for family in HANGUL_FAMILIES:
        if family in korean:
            return family
    return min(korean) if korean else None


def font_for(code: str, base: QFont) -> QFont:
    """`base` with a Hangul font after its own family for Korean, so every syllable has a
    glyph whatever the platform's fallback would pick; other languages keep `base`."""
    font = QFont(base)
    families = [family for family in base.families() or [base.family()] if family]
    hangul = hangul_family() if code == "ko" else None
    if hangul is not None and hangul not in families:
        font.setFamilies([*families, hangul])
    return font


class LanguageSwitch:
    """Holds the installed translator; `use(code)` swaps it (English: none)."""

    def __init__(self) -> None:
        self._translator: QTranslator | None = None
        self.current = SOURCE_LANGUAGE
        self._base_font: QFont | None = None

    def use(self, code: str) -> bool:
        """Show the app in `code`; False (and English) when that translation cannot load."""
        app = QCoreApplication.instance()
        if self._translator is not None and app is not None:
            QCoreApplication.removeTranslator(self._translator)
        self._translator = None
        self.current = SOURCE_LANGUAGE
        QLocale.setDefault(number_locale(SOURCE_LANGUAGE))
        if code == SOURCE_LANGUAGE or app is None:
            self._set_font(SOURCE_LANGUAGE)
            return code == SOURCE_LANGUAGE
        translator = QTranslator(app)
        if not translator.load(str(translation_file(code))):
            self._set_font(SOURCE_LANGUAGE)
            return False
        self.current = code
        QLocale.setDefault(number_locale(code))
        self._set_font(code)
        QCoreApplication.installTranslator(translator)
        self._translator = translator
        return True

    def _set_font(self, code: str) -> None:
        if not isinstance(QCoreApplication.instance(), QGuiApplication):
            return
        if self._base_font is None:
            self._base_font = QGuiApplication.font()
        QGuiApplication.setFont(font_for(code, self._base_font))
