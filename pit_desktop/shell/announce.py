"""Telling assistive technology what happened (a trade, a refusal) without moving the focus: Qt's
``QAccessibleAnnouncementEvent`` (Qt 6.8 and later); nothing on older Qt. GUI thread only."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, urgent: bool = False) -> bool:
    """Announce ``text`` from ``widget`` to a screen reader, politely (after what it is saying) or, when
    ``urgent`` (a refusal), at once. Returns whether an announcement was sent: ``False`` when no assistive
    technology listens, the text is empty, or this Qt has no announcements."""
    from PySide6.QtGui import QAccessible  # here, not at import: its enums cost the first frame 3-10 ms

    event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if not text or event_type is None or not QAccessible.isActive():
        return False
    event = event_type(widget, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if urgent else politeness.Polite)
    QAccessible.updateAccessibility(event)
    return True
