"""The app's languages: which translations are installed, their names, and switching at run time.

Translations are Qt Linguist files compiled to `resources/translations/meja_kartu_<code>.qm`.
Installing a translator makes Qt send every widget a LanguageChange event, so a switch needs no
restart. English is the source language and needs no file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..resources import resources_dir

SOURCE_LANGUAGE = "en"
ENDONYMS = {"en": "English", "id": "Bahasa Indonesia", "ko": "한국어"}
"""Each language named in itself: a player looks for their own language's name."""


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


class LanguageSwitch:
    """Holds the installed translator; `use(code)` swaps it (English: none)."""

    def __init__(self) -> None:
        self._translator: QTranslator | None = None
        self.current = SOURCE_LANGUAGE

    def use(self, code: str) -> bool:
        """Show the app in `code`; False (and English) when that translation cannot load."""
        app = QCoreApplication.instance()
        if self._translator is not None and app is not None:
            QCoreApplication.removeTranslator(self._translator)
        self._translator = None
        self.current = SOURCE_LANGUAGE
        if code == SOURCE_LANGUAGE or app is None:
            return code == SOURCE_LANGUAGE
        translator = QTranslator(app)
        if not translator.load(str(translation_file(code))):
            return False
        QCoreApplication.installTranslator(translator)
        self._translator = translator
        self.current = code
        return True
