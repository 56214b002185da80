<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>You offer %n card. Wait for a taker, or withdraw (W).</numerusform>
            <numerusform>You offer %n cards. Wait for a taker, or withdraw (W).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message numerus="yes">
        <source>Offer of %n card(s)</source>
        <translation>
            <numerusform>Offer of %n card</numerusform>
            <numerusform>Offer of %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>You traded %n card with %1</numerusform>
            <numerusform>You traded %n cards with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 traded %n card with you</numerusform>
            <numerusform>%1 traded %n cards with you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 traded %n card with %2</numerusform>
            <numerusform>%1 traded %n cards with %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>You offer %n card</numerusform>
            <numerusform>You offer %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 offers %n card</numerusform>
            <numerusform>%1 offers %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>You withdrew %n card</numerusform>
            <numerusform>You withdrew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 withdrew %n card</numerusform>
            <numerusform>%1 withdrew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n point for you.</numerusform>
            <numerusform>%1: +%n points for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n point for %2.</numerusform>
            <numerusform>%1: +%n points for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</numerusform>
            <numerusform>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>No corner: you hold at most %n of one commodity; a corner needs all 9.</numerusform>
            <numerusform>No corner: you hold at most %n of one commodity; a corner needs all 9.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>An offer holds at most 4 cards, not %n.</numerusform>
            <numerusform>An offer holds at most 4 cards, not %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>That offer holds %n card: hand over exactly as many.</numerusform>
            <numerusform>That offer holds %n cards: hand over exactly as many.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>You lose %n point.</numerusform>
            <numerusform>You lose %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message numerus="yes">
        <source>%n finger(s) up</source>
        <translation>
            <numerusform>%n finger up</numerusform>
            <numerusform>%n fingers up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>First to %n point wins</numerusform>
            <numerusform>First to %n points wins</numerusform>
        </translation>
    </message>
</context>
</TS>
