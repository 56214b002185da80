<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GroupNode</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n selected</numerusform>
            <numerusform>%1, %n selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>You hold only %n card of {name}.</numerusform>
            <numerusform>You hold only %n cards of {name}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n player, {level} bots, {pace}</numerusform>
            <numerusform>%n players, {level} bots, {pace}</numerusform>
        </translation>
    </message>
</context>
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
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>This edition has %n commodity, one for each player: at most %n player.</numerusform>
            <numerusform>This edition has %n commodities, one for each player: at most %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>The table was cut to %n player.</numerusform>
            <numerusform>The table was cut to %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message numerus="yes">
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n card offered by %1</numerusform>
            <numerusform>%n cards offered by %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>You hold only %n of that. Pick the group you hold most of.</numerusform>
            <numerusform>You hold only %n of those. Pick the group you hold most of.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHandPanel</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n made</numerusform>
            <numerusform>%n made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n cent</numerusform>
            <numerusform>%n cents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>You shot the moon and missed: %n point taken</numerusform>
            <numerusform>You shot the moon and missed: %n points taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>You made your bid of %1, taking %n point</numerusform>
            <numerusform>You made your bid of %1, taking %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>You are set back %1, taking %n point</numerusform>
            <numerusform>You are set back %1, taking %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1 shot the moon and missed: %n point taken</numerusform>
            <numerusform>%1 shot the moon and missed: %n points taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 made the bid of %2, taking %n point</numerusform>
            <numerusform>%1 made the bid of %2, taking %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 is set back %2, taking %n point</numerusform>
            <numerusform>%1 is set back %2, taking %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>You bid 2 and won %n point: you score it.</numerusform>
            <numerusform>You bid 2 and won %n of them: you score them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>You bid 2 and won %n point: set back, you lose 2.</numerusform>
            <numerusform>You bid 2 and won %n of them: set back, you lose 2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchSeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchTableWidget</name>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
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
        <source>%n Wheat</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Wheat</numerusform>
            <numerusform>%n Wheat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barley</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Barley</numerusform>
            <numerusform>%n Barley</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coffee</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Coffee</numerusform>
            <numerusform>%n Coffee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corn</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Corn</numerusform>
            <numerusform>%n Corn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Rye</numerusform>
            <numerusform>%n Rye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Sugar</numerusform>
            <numerusform>%n Sugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oats</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Oat</numerusform>
            <numerusform>%n Oats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Soybeans</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Soybean</numerusform>
            <numerusform>%n Soybeans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oranges</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Orange</numerusform>
            <numerusform>%n Oranges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Hay</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Hay</numerusform>
            <numerusform>%n Hay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Flax</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Flax</numerusform>
            <numerusform>%n Flax</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1: you cornered %2 of %n hand so far, and most of your tries found the offer gone.</numerusform>
            <numerusform>%1: you cornered %2 of the last %n hands, and most of your tries found the offer gone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1: you cornered %2 of %n hand so far, ending about %3 cards behind the others.</numerusform>
            <numerusform>%1: you cornered %2 of the last %n hands, ending about %3 cards behind the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1: you cornered %2 of %n hand so far.</numerusform>
            <numerusform>%1: you cornered %2 of the last %n hands.</numerusform>
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
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>You gave %1 to %2 %n time, and %2 cornered it.</numerusform>
            <numerusform>You gave %1 to %2 %n times, and %2 cornered it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>You switched from %1 to %2 after %n trade, and did not corner.</numerusform>
            <numerusform>You switched from %1 to %2 after %n trades, and did not corner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>You rang %n time without a corner.</numerusform>
            <numerusform>You rang %n times without a corner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>You lowered your offer of %n card</numerusform>
            <numerusform>You lowered your offer of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1 lowered an offer of %n card</numerusform>
            <numerusform>%1 lowered an offer of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>Your offer of %n card lapsed</numerusform>
            <numerusform>Your offer of %n cards lapsed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>%1&apos;s offer of %n card lapsed</numerusform>
            <numerusform>%1&apos;s offer of %n cards lapsed</numerusform>
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
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Games played: %n.</numerusform>
            <numerusform>Games played: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Games finished (someone reached the target score): %n.</numerusform>
            <numerusform>Games finished (someone reached the target score): %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand.</numerusform>
            <numerusform>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand.</numerusform>
            <numerusform>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>The points your last hand (%n) gained or cost you.</numerusform>
            <numerusform>The points each of your last %n hands gained or cost you, the latest on the right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Finish %n more game to see how you rate against the bots.</numerusform>
            <numerusform>Finish %n more games to see how you rate against the bots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Hands played: %n.</numerusform>
            <numerusform>Hands played: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n hand exported to {file}.</numerusform>
            <numerusform>%n hands exported to {file}.</numerusform>
        </translation>
    </message>
</context>
</TS>
