<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>Accaparé&#xa0;!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Sonnez la cloche pour annoncer un accaparement (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Sonnez la cloche pour annoncer un accaparement</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>Ce que vous avez déposé n&apos;est pas une carte de votre main.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Une manche peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Impossible d&apos;enregistrer la manche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Manche %1 enregistrée dans %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Commencez d&apos;abord une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Comment jouer à Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque marchandise en jeu compte neuf cartes. &lt;b&gt;Accaparez le marché&lt;/b&gt; d&apos;une marchandise — réunissez les neuf — et sonnez la cloche pour gagner la manche et marquer ses points (Blé 100, Orge 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (30 seconds unless you chose otherwise). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tri.&lt;/b&gt; Après la donne, vous avez le temps de trier vos cartes (30 secondes, sauf autre choix). Puis le donneur sonne la cloche&#xa0;: &lt;i&gt;Le marché est ouvert&#xa0;!&lt;/i&gt; Il n&apos;y a pas de tours&#xa0;: tout le monde échange en même temps.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;Space&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Offrir.&lt;/b&gt; Sélectionnez 1 à 4 cartes d&apos;&lt;i&gt;une seule&lt;/i&gt; marchandise (cliquez dessus, ou double-cliquez sur un groupe) et glissez-les sur la corbeille au centre, ou appuyez sur &lt;b&gt;Space&lt;/b&gt; (espace). Les autres ne voient que le nombre offert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Échanger.&lt;/b&gt; Déposez autant de vos cartes sur l&apos;offre d&apos;un autre joueur (ou sélectionnez-les et cliquez sur l&apos;offre). L&apos;échange se fait à l&apos;aveugle&#xa0;: vous découvrez ce que vous recevez à son arrivée (cela brille dans votre main).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La cloche.&lt;/b&gt; Quand vous avez les neuf cartes d&apos;une marchandise, appuyez sur la cloche (ou &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Taureau et l&apos;Ours.&lt;/b&gt; Le Taureau est un joker&#xa0;: 8 cartes d&apos;une marchandise plus le Taureau font un accaparement au Taureau&#xa0;; les 9 plus le Taureau comptent double. Qui détient l&apos;Ours ne peut pas accaparer. Quand quelqu&apos;un accapare le marché, tout autre joueur qui détient le Taureau ou l&apos;Ours perd 20 points pour chacun. Passez-les vite, dans des offres d&apos;une seule marchandise.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le premier joueur à atteindre le score visé (500, ou 250 en partie courte) gagne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; B ring the bell · Space offer the selection · W withdraw your offer · Esc clear the selection · Ctrl+N new game · Ctrl+D deal the next hand · Ctrl+S save the last hand&apos;s record · M mute · F1 this help · Ctrl+Q quit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Touches&#xa0;:&lt;/b&gt; B sonner la cloche · Space offrir la sélection · W retirer votre offre · Esc vider la sélection · Ctrl+N nouvelle partie · Ctrl+D donner la manche suivante · Ctrl+S enregistrer la dernière manche · M couper le son · F1 cette aide · Ctrl+Q quitter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, le jeu de cartes rapide et bruyant du commerce de marchandises, contre des bots.&lt;/p&gt;&lt;p&gt;Accaparez le marché, sonnez la cloche&#xa0;!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>À propos de Pit Desktop</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to defaults.</source>
        <translation>Certains réglages enregistrés étaient illisibles et ont été réinitialisés.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>Impossible d&apos;enregistrer les réglages dans {place}&#xa0;: vos choix seront perdus en quittant.</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>Bienvenue dans le Pit&#xa0;!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Son coupé (M le rétablit).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Son activé.</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Vous offrez %n carte. Attendez preneur, ou retirez-la (W).</numerusform>
            <numerusform>Vous offrez %n cartes. Attendez preneur, ou retirez-les (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Sélectionnez d&apos;abord 1 à 4 cartes d&apos;une marchandise (cliquez dessus).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Sélectionnez autant de cartes que l&apos;offre en contient, puis cliquez dessus.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Vous avez retiré votre offre.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Pour échanger avec %1, déposez vos cartes sur l&apos;offre elle-même.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Triez vos cartes…</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Triez vos cartes… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>Ding&#xa0;!</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Règle %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Partie → Nouvelle partie (Ctrl+N) pour donner.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Commencez d&apos;abord une partie&#xa0;: Partie → Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>Le marché n&apos;est pas encore ouvert&#xa0;: triez vos cartes jusqu&apos;à ce que la cloche sonne.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Wheat</source>
        <translation>Blé</translation>
    </message>
    <message>
        <source>Barley</source>
        <translation>Orge</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Café</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Maïs</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Seigle</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Sucre</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Avoine</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soja</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Oranges</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Foin</translation>
    </message>
    <message>
        <source>Flax</source>
        <translation>Lin</translation>
    </message>
    <message>
        <source>Bull</source>
        <translation>Taureau</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basique</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Mixed</source>
        <translation>Mélangé</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source> players</source>
        <translation> joueurs</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Tous les bots&#xa0;:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Plus de règles</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donner</translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 n&apos;a pas d&apos;offre en cours&#xa0;: déposez vos cartes sur une offre, ou sur la corbeille pour les offrir.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Ce joueur</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Déposez ici autant de vos cartes pour échanger, ou sélectionnez-les et cliquez</translation>
    </message>
    <message numerus="yes">
        <source>Offer of %n card(s)</source>
        <translation>
            <numerusform>Offre de %n carte</numerusform>
            <numerusform>Offre de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer</source>
        <translation>Pas d&apos;offre</translation>
    </message>
    <message>
        <source>%1&apos;s offer is gone: another player took it first, or it was withdrawn.</source>
        <translation>L&apos;offre de %1 n&apos;est plus là&#xa0;: un autre joueur l&apos;a prise avant, ou elle a été retirée.</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Accaparement</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Accaparement au Taureau</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Double accaparement au Taureau</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>Vous accaparez le marché&#xa0;: %1&#xa0;!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>%1 accapare le marché&#xa0;: %2&#xa0;!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>Le marché est ouvert&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Vous échangez %n carte avec %1</numerusform>
            <numerusform>Vous échangez %n cartes avec %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 échange %n carte avec vous</numerusform>
            <numerusform>%1 échange %n cartes avec vous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 échange %n carte avec %2</numerusform>
            <numerusform>%1 échange %n cartes avec %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Vous offrez %n carte</numerusform>
            <numerusform>Vous offrez %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 offre %n carte</numerusform>
            <numerusform>%1 offre %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Vous retirez %n carte</numerusform>
            <numerusform>Vous retirez %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 retire %n carte</numerusform>
            <numerusform>%1 retire %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Manche %1&#xa0;: vous donnez —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Manche %1&#xa0;: %2 donne —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Vous avez sonné sans accaparement&#xa0;: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 a sonné sans accaparement&#xa0;: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>Échangez&#xa0;!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Appuyez sur Manche suivante pour redonner.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N commence une nouvelle partie.</translation>
    </message>
    <message>
        <source>You traded with %1: you got %2.</source>
        <translation>Échange avec %1&#xa0;: vous recevez %2.</translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Manche %1&#xa0;: vous avez donné. Triez vos cartes&#xa0;!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Manche %1&#xa0;: %2 a donné. Triez vos cartes&#xa0;!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Un accaparement</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Un accaparement au Taureau</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Un double accaparement au Taureau (compte double)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1&#xa0;: +%n point pour vous.</numerusform>
            <numerusform>%1&#xa0;: +%n points pour vous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1&#xa0;: +%n point pour %2.</numerusform>
            <numerusform>%1&#xa0;: +%n points pour %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Vous aviez le Taureau&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>%2 avait le Taureau&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Vous aviez l&apos;Ours&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>%2 avait l&apos;Ours&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Vous aviez le Taureau et l&apos;Ours&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>%2 avait le Taureau et l&apos;Ours&#xa0;: −%1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Vous avez l&apos;Ours&#xa0;: qui le détient ne peut pas accaparer.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>Pas d&apos;accaparement&#xa0;: vous avez au plus %n carte d&apos;une marchandise&#xa0;; il en faut les 9, ou 8 et le Taureau.</numerusform>
            <numerusform>Pas d&apos;accaparement&#xa0;: vous avez au plus %n cartes d&apos;une marchandise&#xa0;; il en faut les 9, ou 8 et le Taureau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>Pas d&apos;accaparement&#xa0;: vous avez au plus %n carte d&apos;une marchandise&#xa0;; il en faut les 9.</numerusform>
            <numerusform>Pas d&apos;accaparement&#xa0;: vous avez au plus %n cartes d&apos;une marchandise&#xa0;; il en faut les 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Une offre contient au moins une carte.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Une offre contient au plus 4 cartes, pas %n.</numerusform>
            <numerusform>Une offre contient au plus 4 cartes, pas %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Une offre ne contient qu&apos;une marchandise, pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Cette partie se joue sans le Taureau ni l&apos;Ours.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>L&apos;Ours ne peut aller que dans une offre de 3 ou 4 cartes.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Vous n&apos;avez pas ces cartes.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Vous avez déjà une offre en cours&#xa0;: retirez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>Vous n&apos;avez pas d&apos;offre en cours à retirer.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Cette offre n&apos;est plus là&#xa0;: quelqu&apos;un l&apos;a prise avant, ou elle a été retirée.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>Vous ne pouvez pas échanger avec votre propre offre.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Cette offre contient %n carte&#xa0;: donnez-en exactement autant.</numerusform>
            <numerusform>Cette offre contient %n cartes&#xa0;: donnez-en exactement autant.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>Le temps de tri n&apos;est pas encore écoulé.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Cette donne n&apos;est pas possible selon les règles.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>Ce n&apos;est pas possible à ce moment de la manche.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Ce joueur n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Les règles ne le permettent pas maintenant.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Vous perdez %n point.</numerusform>
            <numerusform>Vous perdez %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 donne cette manche</translation>
    </message>
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
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, donneur</translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message>
        <source>One</source>
        <translation>Une</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>%1! %1! %1!</source>
        <translation>%1&#xa0;! %1&#xa0;! %1&#xa0;!</translation>
    </message>
    <message>
        <source>%1! %1!</source>
        <translation>%1&#xa0;! %1&#xa0;!</translation>
    </message>
    <message>
        <source>%1!</source>
        <translation>%1&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%n finger(s) up</source>
        <translation>
            <numerusform>%n doigt levé</numerusform>
            <numerusform>%n doigts levés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>La corbeille</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Le premier à %n point gagne</numerusform>
            <numerusform>Le premier à %n points gagne</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>La manche est finie&#xa0;: appuyez sur Manche suivante pour redonner.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>La partie est finie&#xa0;: Ctrl+N en commence une nouvelle.</translation>
    </message>
</context>
<context>
    <name>TradingFloor</name>
    <message>
        <source>Withdraw offer</source>
        <translation>Retirer l&apos;offre</translation>
    </message>
    <message>
        <source>Your offer: %1</source>
        <translation>Votre offre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Glissez ici 1 à 4 cartes d&apos;une marchandise pour les offrir</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderne (8 marchandises)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Classique (7 marchandises)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Édition&#xa0;:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Jouer avec le Taureau et l&apos;Ours</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Partie courte (250 au lieu de 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>L&apos;Ours seulement dans les offres de 3 ou 4 cartes</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Une fausse annonce coûte 20 points</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Temps de tri&#xa0;:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Temps pour trier vos cartes avant que la cloche n&apos;ouvre le marché</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>En silence&#xa0;: des signes de la main au lieu de crier le nombre</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>(%1–%2 s)</source>
        <translation>(%1–%2&#xa0;s)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Save the hand record</source>
        <translation>Enregistrer la manche</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Manches de Pit (*.json)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Offer</source>
        <translation>Offrir</translation>
    </message>
    <message>
        <source>Offer the selected cards (Space)</source>
        <translation>Offrir les cartes sélectionnées (espace)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Retirer votre offre (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Donner une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Donner la &amp;manche suivante</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Enregistrer la dernière manche…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>É&amp;changes</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Offrir les cartes sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>&amp;Retirer votre offre</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Vider la &amp;sélection</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Sonner la &amp;cloche (annoncer un accaparement)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>À &amp;propos de Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
</TS>
