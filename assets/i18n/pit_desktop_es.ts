<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>¡Esquina!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Toca la campana para cantar esquina (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Toca la campana para cantar esquina</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>Eso que soltaste no son cartas de tu mano.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Una mano se puede guardar cuando termina.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>No se pudo guardar el registro de la mano: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Mano %1 guardada en %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Empieza antes una partida nueva.</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Cómo se juega al Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada mercancía en juego tiene nueve cartas. Consigue una &lt;b&gt;esquina&lt;/b&gt; en una mercancía —reúne las nueve— y toca la campana para ganar la mano y anotar sus puntos (Trigo 100, Cebada 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (30 seconds unless you chose otherwise). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ordenar.&lt;/b&gt; Tras el reparto tienes tiempo para ordenar tus cartas (30 segundos, salvo que elijas otra cosa). Luego quien reparte toca la campana: &lt;i&gt;¡El mercado está abierto!&lt;/i&gt; No hay turnos: todos negocian a la vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;Space&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ofertar.&lt;/b&gt; Selecciona de 1 a 4 cartas de &lt;i&gt;una&lt;/i&gt; mercancía (haz clic en ellas o doble clic en un grupo) y arrástralas al parqué del centro, o pulsa &lt;b&gt;Space&lt;/b&gt; (espacio). Los demás solo ven cuántas ofreces.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Intercambiar.&lt;/b&gt; Suelta el mismo número de cartas tuyas sobre la oferta de otro jugador (o selecciónalas y haz clic en la oferta). El cambio es a ciegas: sabrás qué recibiste cuando llegue (brilla en tu mano).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La campana.&lt;/b&gt; Cuando tengas las nueve cartas de una mercancía, pulsa la campana (o &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El Toro y el Oso.&lt;/b&gt; El Toro es comodín: 8 cartas de una mercancía más el Toro son una esquina con Toro; las 9 más el Toro puntúan el doble. Quien tiene el Oso no puede hacer esquina. Cuando alguien hace esquina, cualquier otro jugador que tenga el Toro o el Oso pierde 20 puntos por cada uno. Pásalos rápido, dentro de ofertas de una sola mercancía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gana el primer jugador que llegue a la puntuación objetivo (500, o 250 en una partida corta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; B ring the bell · Space offer the selection · W withdraw your offer · Esc clear the selection · Ctrl+N new game · Ctrl+D deal the next hand · Ctrl+S save the last hand&apos;s record · M mute · F1 this help · Ctrl+Q quit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Teclas:&lt;/b&gt; B tocar la campana · Space ofertar la selección · W retirar tu oferta · Esc deshacer la selección · Ctrl+N partida nueva · Ctrl+D repartir la siguiente mano · Ctrl+S guardar el registro de la última mano · M silenciar · F1 esta ayuda · Ctrl+Q salir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, el juego de cartas rápido y ruidoso de comerciar mercancías, contra bots.&lt;/p&gt;&lt;p&gt;¡Acapara el mercado y toca la campana!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>Acerca de Pit Desktop</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to defaults.</source>
        <translation>Algunos ajustes guardados no se podían leer y se han restablecido.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>No se pueden guardar los ajustes en {place}: tus elecciones se perderán al salir.</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>¡Bienvenido al Pit!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Sonido desactivado (M lo vuelve a activar).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Sonido activado.</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Ofreces %n carta. Espera a alguien que la tome, o retírala (W).</numerusform>
            <numerusform>Ofreces %n cartas. Espera a alguien que las tome, o retíralas (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Primero selecciona de 1 a 4 cartas de una mercancía (haz clic en ellas).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Selecciona tantas cartas como tiene la oferta y haz clic en ella.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Has retirado tu oferta.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Para intercambiar con %1, suelta tus cartas sobre la oferta.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Ordena tus cartas…</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Ordena tus cartas… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>¡Din!</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regla %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Partida → Partida nueva (Ctrl+N) para repartir.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Empieza antes una partida: Partida → Partida nueva (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>El mercado aún no está abierto: ordena tus cartas hasta que suene la campana.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Wheat</source>
        <translation>Trigo</translation>
    </message>
    <message>
        <source>Barley</source>
        <translation>Cebada</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Café</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Maíz</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Centeno</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Azúcar</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Avena</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soja</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Naranjas</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Heno</translation>
    </message>
    <message>
        <source>Flax</source>
        <translation>Lino</translation>
    </message>
    <message>
        <source>Bull</source>
        <translation>Toro</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Mixed</source>
        <translation>Mezclado</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jugadores</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Todos los bots:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Más reglas</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Repartir</translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 no tiene ninguna oferta: suelta tus cartas sobre una oferta, o en el parqué para ofrecerlas.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Este jugador</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Suelta aquí tantas cartas tuyas para intercambiar, o selecciónalas y haz clic</translation>
    </message>
    <message numerus="yes">
        <source>Offer of %n card(s)</source>
        <translation>
            <numerusform>Oferta de %n carta</numerusform>
            <numerusform>Oferta de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer</source>
        <translation>Sin oferta</translation>
    </message>
    <message>
        <source>%1&apos;s offer is gone: another player took it first, or it was withdrawn.</source>
        <translation>La oferta de %1 ya no está: otro jugador la tomó antes, o fue retirada.</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Esquina</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Esquina con Toro</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Doble esquina con Toro</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>¡Tienes una esquina en %1!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>¡%1 tiene una esquina en %2!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>¡El mercado está abierto!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Cambiaste %n carta con %1</numerusform>
            <numerusform>Cambiaste %n cartas con %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 cambió %n carta contigo</numerusform>
            <numerusform>%1 cambió %n cartas contigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 cambió %n carta con %2</numerusform>
            <numerusform>%1 cambió %n cartas con %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Ofreces %n carta</numerusform>
            <numerusform>Ofreces %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 ofrece %n carta</numerusform>
            <numerusform>%1 ofrece %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Retiraste %n carta</numerusform>
            <numerusform>Retiraste %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 retiró %n carta</numerusform>
            <numerusform>%1 retiró %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Mano %1: repartes tú —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Mano %1: reparte %2 —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Tocaste la campana sin esquina: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 tocó la campana sin esquina: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>¡A negociar!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Pulsa Siguiente mano para repartir otra vez.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N empieza una partida nueva.</translation>
    </message>
    <message>
        <source>You traded with %1: you got %2.</source>
        <translation>Cambiaste con %1: recibiste %2.</translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Mano %1: repartiste tú. ¡Ordena tus cartas!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Mano %1: repartió %2. ¡Ordena tus cartas!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Una esquina</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Una esquina con Toro</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Una doble esquina con Toro (puntúa doble)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n punto para ti.</numerusform>
            <numerusform>%1: +%n puntos para ti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n punto para %2.</numerusform>
            <numerusform>%1: +%n puntos para %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Tenías el Toro: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>%2 tenía el Toro: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Tenías el Oso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>%2 tenía el Oso: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Tenías el Toro y el Oso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>%2 tenía el Toro y el Oso: −%1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Tienes el Oso: quien lo tiene no puede hacer esquina.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>No hay esquina: tienes como mucho %n carta de una mercancía; una esquina necesita las 9, u 8 y el Toro.</numerusform>
            <numerusform>No hay esquina: tienes como mucho %n cartas de una mercancía; una esquina necesita las 9, u 8 y el Toro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>No hay esquina: tienes como mucho %n carta de una mercancía; una esquina necesita las 9.</numerusform>
            <numerusform>No hay esquina: tienes como mucho %n cartas de una mercancía; una esquina necesita las 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Una oferta necesita al menos una carta.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Una oferta tiene como mucho 4 cartas, no %n.</numerusform>
            <numerusform>Una oferta tiene como mucho 4 cartas, no %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Una oferta es de una sola mercancía, no de %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Esta partida se juega sin el Toro ni el Oso.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>El Oso solo puede ir en una oferta de 3 o 4 cartas.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>No tienes esas cartas.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Ya tienes una oferta abierta: retírala primero.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>No tienes ninguna oferta abierta que retirar.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Esa oferta ya no está: alguien la tomó antes, o fue retirada.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>No puedes intercambiar con tu propia oferta.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Esa oferta tiene %n carta: entrega exactamente una.</numerusform>
            <numerusform>Esa oferta tiene %n cartas: entrega exactamente esas mismas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>El tiempo para ordenar aún no ha terminado.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Ese reparto no es uno que las reglas puedan dar.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>Eso no se puede hacer en este momento de la mano.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>No hay ningún jugador así en esta mesa.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Las reglas no lo permiten ahora.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Pierdes %n punto.</numerusform>
            <numerusform>Pierdes %n puntos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 reparte esta mano</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, reparte</translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message>
        <source>One</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>%1! %1! %1!</source>
        <translation>¡%1! ¡%1! ¡%1!</translation>
    </message>
    <message>
        <source>%1! %1!</source>
        <translation>¡%1! ¡%1!</translation>
    </message>
    <message>
        <source>%1!</source>
        <translation>¡%1!</translation>
    </message>
    <message numerus="yes">
        <source>%n finger(s) up</source>
        <translation>
            <numerusform>%n dedo levantado</numerusform>
            <numerusform>%n dedos levantados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>El parqué</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Gana el primero en llegar a %n punto</numerusform>
            <numerusform>Gana el primero en llegar a %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>La mano ha terminado: pulsa Siguiente mano para repartir otra vez.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>La partida ha terminado: Ctrl+N empieza una nueva.</translation>
    </message>
</context>
<context>
    <name>TradingFloor</name>
    <message>
        <source>Withdraw offer</source>
        <translation>Retirar oferta</translation>
    </message>
    <message>
        <source>Your offer: %1</source>
        <translation>Tu oferta: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Arrastra aquí de 1 a 4 cartas de una mercancía para ofrecerlas</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderna (8 mercancías)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Clásica (7 mercancías)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Edición:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Jugar con el Toro y el Oso</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Partida corta (a 250 en vez de 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>El Oso solo en ofertas de 3 o 4 cartas</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Cantar esquina sin tenerla cuesta 20 puntos</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Tiempo para ordenar:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Tiempo para ordenar tus cartas antes de que la campana abra el mercado</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>El tratamiento silencioso: señales con la mano en vez de gritar el número</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>(%1–%2 s)</source>
        <translation>(%1–%2 s)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Save the hand record</source>
        <translation>Guardar el registro de la mano</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Registros de manos de Pit (*.json)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Offer</source>
        <translation>Ofertar</translation>
    </message>
    <message>
        <source>Offer the selected cards (Space)</source>
        <translation>Ofrecer las cartas seleccionadas (espacio)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Retirar tu oferta (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Repartir una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partida &amp;nueva…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Repartir la siguiente &amp;mano</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Guardar el registro de la última mano…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Silenciar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>&amp;Mercado</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Ofrecer las cartas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>&amp;Retirar tu oferta</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Deshacer la &amp;selección</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Tocar la &amp;campana (cantar esquina)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>&amp;Acerca de Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
</TS>
