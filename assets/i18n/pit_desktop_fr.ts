<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Auto</name>
    <message>
        <source>Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share.</source>
        <translation>Auto commence à {level}, {pace} et ajuste les bots après chaque manche vers votre juste part.</translation>
    </message>
    <message>
        <source>Auto: the bots start at {level}, {pace}.</source>
        <translation>Auto&#xa0;: les bots commencent à {level}, {pace}.</translation>
    </message>
    <message>
        <source>{level} · Auto</source>
        <translation>{level} · Auto</translation>
    </message>
    <message>
        <source>Auto sets the pace</source>
        <translation>Auto choisit le rythme</translation>
    </message>
</context>
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
    <message>
        <source>You hold a corner: ring the bell!</source>
        <translation>Vous avez accaparé le marché&#xa0;: sonnez la cloche&#xa0;!</translation>
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
    <name>FileProblem</name>
    <message>
        <source>the file or its folder is not there.</source>
        <translation>le fichier ou son dossier n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Pit Desktop may not use that file or folder.</source>
        <translation>Pit Desktop n&apos;a pas le droit d&apos;utiliser ce fichier ou ce dossier.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>c&apos;est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>a file is in the way.</source>
        <translation>un fichier gêne.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>le disque est plein.</translation>
    </message>
    <message>
        <source>the system refused it.</source>
        <translation>le système l&apos;a refusé.</translation>
    </message>
</context>
<context>
    <name>FrameMenus</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
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
        <source>&amp;Mute sound</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Stop the clock and the bots; P again to go on</source>
        <translation>Arrête l&apos;horloge et les bots&#xa0;; P à nouveau pour continuer</translation>
    </message>
    <message>
        <source>Pause when the window is &amp;away</source>
        <translation>Pause quand la fenêtre est &amp;absente</translation>
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
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>À &amp;propos de Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Réduire les &amp;animations</translation>
    </message>
    <message>
        <source>Cards, offers and the bell hold still</source>
        <translation>Les cartes, les offres et la cloche restent immobiles</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>A&amp;pparence</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Taille des cartes</translation>
    </message>
    <message>
        <source>&amp;Left-handed layout</source>
        <translation>Disposition pour &amp;gaucher</translation>
    </message>
    <message>
        <source>The side panel and the buttons on the left</source>
        <translation>Le panneau latéral et les boutons à gauche</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Pit</translation>
    </message>
    <message>
        <source>Pi&amp;tch</source>
        <translation>Pi&amp;tch</translation>
    </message>
    <message>
        <source>Pit — trading commodities, 3–8 players</source>
        <translation>Pit — commerce de marchandises, de 3 à 8 joueurs</translation>
    </message>
    <message>
        <source>Pitch — trick-taking: the Auction or the Money Game</source>
        <translation>Pitch — jeu de levées&#xa0;: le jeu aux enchères ou la partie d&apos;argent</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Jouer à</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The market opens again in a moment: look at your hand first.</source>
        <translation>Le marché rouvre dans un instant&#xa0;: regardez d&apos;abord votre jeu.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Une manche peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la manche ne peut pas être écrite.</translation>
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
    <name>GameKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read now.</source>
        <translation>Les statistiques de {file} ne peuvent pas être lues pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as {file} and a new one started.</source>
        <translation>Le fichier des statistiques était endommagé&#xa0;; il a été conservé sous {file} et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The statistics in {file} are from a newer Pit Desktop: left alone, not counted.</source>
        <translation>Les statistiques de {file} viennent d&apos;un Pit Desktop plus récent&#xa0;: laissées telles quelles, non comptées.</translation>
    </message>
    <message>
        <source>The statistics in {file} are busy in another Pit Desktop: this hand is not counted.</source>
        <translation>Les statistiques de {file} sont occupées par un autre Pit Desktop&#xa0;: cette manche n&apos;est pas comptée.</translation>
    </message>
    <message>
        <source>The statistics in {file} cannot be read or written: this game is not counted.</source>
        <translation>Les statistiques de {file} ne peuvent être ni lues ni écrites&#xa0;: cette partie n&apos;est pas comptée.</translation>
    </message>
</context>
<context>
    <name>GroupNode</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 points</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n sélectionnée</numerusform>
            <numerusform>%1, %n sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>HandLabels</name>
    <message>
        <source>×{count} · {points}</source>
        <translation>×{count} · {points}</translation>
    </message>
    <message>
        <source>×{count}</source>
        <translation>×{count}</translation>
    </message>
    <message>
        <source>{name} {tail}</source>
        <translation>{name} {tail}</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Rejeu de la manche {hand}</translation>
    </message>
    <message>
        <source>Trade log</source>
        <translation>Journal des échanges</translation>
    </message>
    <message>
        <source>The coach&apos;s lessons</source>
        <translation>Les leçons de l&apos;entraîneur</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Pas en arrière</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Step forward ▶</source>
        <translation>Pas en avant ▶</translation>
    </message>
    <message>
        <source>{speed}× speed</source>
        <translation>vitesse {speed}×</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>offre %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>offerte</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>Vous n&apos;avez que %n carte de {name}.</numerusform>
            <numerusform>Vous n&apos;avez que %n cartes de {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} points</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, sélectionnée</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} sur {count}</translation>
    </message>
    <message>
        <source>{card}, {n} of {count}</source>
        <translation>{card}, {n} sur {count}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>{card}. Your hand: {hand}</source>
        <translation>{card}. Votre main&#xa0;: {hand}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hin&amp;t: what would the bots do?</source>
        <translation>Conse&amp;il&#xa0;: que feraient les bots&#xa0;?</translation>
    </message>
    <message>
        <source>No hint now: no hand is being played.</source>
        <translation>Pas de conseil pour l&apos;instant&#xa0;: aucune donne n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Sort your cards: collect %1, your biggest group (%2 cards), when the market opens.</source>
        <translation>Triez vos cartes&#xa0;: collectionnez %1, votre plus grand groupe (%2 cartes), à l&apos;ouverture du marché.</translation>
    </message>
    <message>
        <source>Ring the bell: you hold a corner in %1.</source>
        <translation>Sonnez la cloche&#xa0;: vous tenez un accaparement de %1.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3.</source>
        <translation>Acceptez l&apos;offre de %1 contre vos %2&#xa0;: vous collectionnez %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3, and %1 seems to be giving %3 away.</source>
        <translation>Acceptez l&apos;offre de %1 contre vos %2&#xa0;: vous collectionnez %3, et %1 semble se défaire de %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.</source>
        <translation>Acceptez l&apos;offre de %1 contre vos %2&#xa0;: passez l&apos;Ours&#xa0;; en le gardant vous ne pouvez pas accaparer, et il coûte 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3 and no one is feeding you %2.</source>
        <translation>Offrez vos %1&#xa0;: vous collectionnez %3 et personne ne vous donne de %2.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3, and %2 is what you want least.</source>
        <translation>Offrez vos %1&#xa0;: vous collectionnez %3, et %2 est ce que vous voulez le moins.</translation>
    </message>
    <message>
        <source>Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20.</source>
        <translation>Offrez vos %1&#xa0;: débarrassez-vous de l&apos;Ours&#xa0;; en le gardant vous ne pouvez pas accaparer, et il coûte 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners.</source>
        <translation>Offrez vos %1&#xa0;: vous êtes loin d&apos;un accaparement de %3, et le Taureau coûte 20 si un autre accapare.</translation>
    </message>
    <message>
        <source>Withdraw your offer: no one has taken it in %1 s; offer fewer cards.</source>
        <translation>Retirez votre offre&#xa0;: personne ne l&apos;a prise en %1 s&#xa0;; offrez moins de cartes.</translation>
    </message>
    <message>
        <source>Wait: your offer has been up %1 s; give it a little longer.</source>
        <translation>Attendez&#xa0;: votre offre est là depuis %1 s&#xa0;; laissez-lui un peu plus de temps.</translation>
    </message>
    <message>
        <source>Wait for an offer you can pay: you collect %1.</source>
        <translation>Attendez une offre que vous pouvez payer&#xa0;: vous collectionnez %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Conseil (%1)&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Historique des manches</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>No hands kept yet: play a hand and it appears here.</source>
        <translation>Aucune manche conservée pour l&apos;instant&#xa0;: jouez une manche et elle apparaîtra ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n joueur, bots {level}, {pace}</numerusform>
            <numerusform>%n joueurs, bots {level}, {pace}</numerusform>
        </translation>
    </message>
    <message>
        <source>No corner</source>
        <translation>Pas d&apos;accaparement</translation>
    </message>
    <message>
        <source>You cornered {commodity} ({kind}): {points:+d}</source>
        <translation>Vous avez accaparé le marché du {commodity} ({kind})&#xa0;: {points:+d}</translation>
    </message>
    <message>
        <source>{name} cornered {commodity}; you {points:+d}</source>
        <translation>{name} a accaparé le marché du {commodity}&#xa0;; vous {points:+d}</translation>
    </message>
</context>
<context>
    <name>HoldingNote</name>
    <message>
        <source>You hold the Bull and the Bear: no corner while you hold the Bear; −{points} for each at the end.</source>
        <translation>Vous avez le Taureau et l&apos;Ours&#xa0;: pas d&apos;accaparement tant que vous avez l&apos;Ours&#xa0;; −{points} chacun à la fin.</translation>
    </message>
    <message>
        <source>You hold the Bear: no corner for you, −{points} at the end. Pass it on!</source>
        <translation>Vous avez l&apos;Ours&#xa0;: pas d&apos;accaparement pour vous, −{points} à la fin. Passez-le&#xa0;!</translation>
    </message>
    <message>
        <source>You hold the Bull: 8 of a kind and the Bull corner; else −{points}.</source>
        <translation>Vous avez le Taureau&#xa0;: 8 identiques et le Taureau accaparent le marché&#xa0;; sinon −{points}.</translation>
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
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (as long as the sorting time you chose). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tri.&lt;/b&gt; Après la donne, vous avez le temps de trier vos cartes (le temps de tri que vous avez choisi). Puis le donneur sonne la cloche&#xa0;: &lt;i&gt;Le marché est ouvert&#xa0;!&lt;/i&gt; Il n&apos;y a pas de tours&#xa0;: tout le monde échange en même temps.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;O&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Offrir.&lt;/b&gt; Sélectionnez 1 à 4 cartes d&apos;&lt;i&gt;une seule&lt;/i&gt; marchandise (cliquez dessus, ou double-cliquez sur un groupe) et glissez-les sur la corbeille au centre, ou appuyez sur &lt;b&gt;O&lt;/b&gt;. Les autres ne voient que le nombre offert.&lt;/p&gt;</translation>
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
        <source>&lt;p&gt;&lt;b&gt;The bots.&lt;/b&gt; They match your speed: they take about as long as you do to take an offer, to look at the cards they get and to ring the bell. The game measures you as you play and remembers it for the next game. Your level decides how well they play, and the pace makes them a step slower or quicker. Game → Bots match my speed turns it off, for the levels&apos; fixed speeds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Les bots.&lt;/b&gt; Ils suivent votre vitesse&#xa0;: ils prennent à peu près autant de temps que vous pour prendre une offre, regarder les cartes reçues et sonner la cloche. Le jeu vous mesure pendant que vous jouez et s&apos;en souvient pour la partie suivante. Le niveau décide de la qualité de leur jeu, et le rythme les rend un cran plus lents ou plus rapides. Partie → Les bots suivent ma vitesse le désactive, pour les vitesses fixes des niveaux.&lt;/p&gt;</translation>
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
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <translation>Gauche / Droite</translation>
    </message>
    <message>
        <source>move among your cards</source>
        <translation>se déplacer parmi vos cartes</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Haut / Bas</translation>
    </message>
    <message>
        <source>move among your commodities</source>
        <translation>se déplacer parmi vos marchandises</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espace / Entrée</translation>
    </message>
    <message>
        <source>select or put back the card</source>
        <translation>sélectionner ou reposer la carte</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>select that many of the commodity</source>
        <translation>sélectionner autant de cartes de la marchandise</translation>
    </message>
    <message>
        <source>offer the selected cards</source>
        <translation>offrir les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>walk the other players&apos; offers</source>
        <translation>parcourir les offres des autres joueurs</translation>
    </message>
    <message>
        <source>Enter on an offer</source>
        <translation>Enter sur une offre</translation>
    </message>
    <message>
        <source>trade your selection for it</source>
        <translation>l&apos;échanger contre votre sélection</translation>
    </message>
    <message>
        <source>withdraw your offer</source>
        <translation>retirer votre offre</translation>
    </message>
    <message>
        <source>ring the bell (claim a corner)</source>
        <translation>sonner la cloche (annoncer un accaparement)</translation>
    </message>
    <message>
        <source>a hint: what a bot of the bots&apos; level would do now, and why</source>
        <translation>un conseil&#xa0;: ce que ferait maintenant un bot du niveau des bots, et pourquoi</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>effacer la sélection</translation>
    </message>
    <message>
        <source>pause the game, or go on</source>
        <translation>mettre la partie en pause, ou reprendre</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>distribuer la manche suivante</translation>
    </message>
    <message>
        <source>save the last hand&apos;s record</source>
        <translation>enregistrer le relevé de la dernière manche</translation>
    </message>
    <message>
        <source>open a hand record</source>
        <translation>ouvrir un relevé de manche</translation>
    </message>
    <message>
        <source>hand history</source>
        <translation>historique des manches</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistiques</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>couper le son</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>comment jouer</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>quitter</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Quitter maintenant&#xa0;? Votre partie est gardée, avec les cartes de la donne en cours, et vous pourrez la reprendre la prochaine fois.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Passer à %1 maintenant&#xa0;? Votre partie de %2 est gardée, avec les cartes de la donne en cours, et vous pourrez la reprendre la prochaine fois.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game in progress will be abandoned.</source>
        <translation>Passer à %1 maintenant&#xa0;? Votre partie de %2 en cours sera abandonnée.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Switch games</source>
        <translation>Changer de jeu</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — étape %2 sur %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Jouer une vraie partie…</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Quitter la leçon (Échap)</translation>
    </message>
    <message>
        <source>Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it stopped when the lesson ends.</source>
        <translation>Commencer la leçon maintenant&#xa0;? Votre partie est gardée, la manche en cours avec ses cartes, et reprend là où elle s&apos;est arrêtée à la fin de la leçon.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.</source>
        <translation>Vous avez quitté la leçon. Une nouvelle partie est distribuée avec les options que montre Nouvelle partie&#xa0;: Partie → Nouvelle partie les change.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Auto moves the bots&apos; level and the pace one step at a time toward you winning your fair share.</source>
        <translation>Auto ajuste le niveau des bots et le rythme pas à pas pour que vous gagniez votre juste part.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The bots now play at the {pace} pace. {what}</source>
        <translation>Les bots jouent maintenant au rythme {pace}. {what}</translation>
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
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>bot levels</source>
        <translation>niveaux des bots</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>rythme</translation>
    </message>
    <message>
        <source>speed matching</source>
        <translation>suivi de la vitesse</translation>
    </message>
    <message>
        <source>your measured speed</source>
        <translation>votre vitesse mesurée</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>entraîneur</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>l&apos;offre d&apos;apprendre à jouer</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Vous offrez %n carte. Attendez un preneur, ou retirez-la (W).</numerusform>
            <numerusform>Vous offrez %n cartes. Attendez un preneur, ou retirez-les (W).</numerusform>
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
        <source>{owner}&apos;s offer is gone.</source>
        <translation>L&apos;offre de {owner} n&apos;est plus là.</translation>
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
        <source>The market opens again… %1</source>
        <translation>Le marché rouvre… %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Partie → Nouvelle partie (Ctrl+N) pour donner.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Commencez d&apos;abord une partie&#xa0;: Partie → Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>Le marché n&apos;est pas encore ouvert&#xa0;: triez vos cartes jusqu&apos;à ce que la cloche sonne.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Bots match my speed</source>
        <translation>Les bots suivent ma vitesse</translation>
    </message>
    <message>
        <source>&amp;Bots match my speed</source>
        <translation>Les &amp;bots suivent ma vitesse</translation>
    </message>
    <message>
        <source>The bots take about as long as you do to take an offer, to look at the cards they get and to ring the bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, they play at their levels&apos; fixed speeds.</source>
        <translation>Les bots prennent à peu près autant de temps que vous pour prendre une offre, regarder les cartes reçues et sonner la cloche&#xa0;: le jeu vous mesure pendant que vous jouez et s&apos;en souvient. Le niveau décide de la qualité de leur jeu. Désactivé, ils jouent à la vitesse fixe de leur niveau.</translation>
    </message>
    <message>
        <source>The bots now match your speed. {what}</source>
        <translation>Les bots suivent maintenant votre vitesse. {what}</translation>
    </message>
    <message>
        <source>The bots now play at their levels&apos; fixed speeds.</source>
        <translation>Les bots jouent maintenant à la vitesse fixe de leur niveau.</translation>
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
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: 50%</comment>
        <translation>%1&#x202f;%</translation>
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
        <source>Pace:</source>
        <translation>Rythme&#xa0;:</translation>
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
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>Cette édition a %n marchandise, une par joueur&#xa0;: %n joueur au plus.</numerusform>
            <numerusform>Cette édition a %n marchandises, une par joueur&#xa0;: %n joueurs au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>La table a été réduite à %n joueur.</numerusform>
            <numerusform>La table a été réduite à %n joueurs.</numerusform>
        </translation>
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
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n carte offerte par %1</numerusform>
            <numerusform>%n cartes offertes par %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer from %1</source>
        <translation>Aucune offre de %1</translation>
    </message>
    <message>
        <source>Press Enter to trade your selected cards for it</source>
        <translation>Appuyez sur Entrée pour l&apos;échanger contre vos cartes sélectionnées</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Cette offre n&apos;est plus là&#xa0;: quelqu&apos;un l&apos;a prise avant, ou elle a été retirée.</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>Relaxed</source>
        <translation>Détendu</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Vif</translation>
    </message>
    <message>
        <source>The bots take about {percent}% longer over everything. Against Medium bots, a player at human speed wins about twice as often as at Standard.</source>
        <translation>Les bots prennent environ {percent} % de temps en plus pour tout. Contre des bots Moyens, un joueur à vitesse humaine gagne environ deux fois plus souvent qu&apos;au rythme Standard.</translation>
    </message>
    <message>
        <source>The usual pace, at which the levels were measured. At three seats the bots play a little quicker, at five or more a little slower, so each level is about as hard at any table size.</source>
        <translation>Le rythme habituel, auquel les niveaux ont été mesurés. À trois joueurs, les bots jouent un peu plus vite, à cinq ou plus un peu plus lentement&#xa0;: chaque niveau reste à peu près aussi difficile quelle que soit la taille de la table.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over everything. Against Medium bots, a player at human speed wins about half as often as at Standard.</source>
        <translation>Les bots prennent environ {percent} % de temps en moins pour tout. Contre des bots Moyens, un joueur à vitesse humaine gagne environ deux fois moins souvent qu&apos;au rythme Standard.</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused — press P to go on</source>
        <translation>En pause — appuyez sur P pour continuer</translation>
    </message>
    <message>
        <source>Paused while the window was away — press P to go on</source>
        <translation>Mis en pause pendant l&apos;absence de la fenêtre — appuyez sur P pour continuer</translation>
    </message>
    <message>
        <source>The game is paused: press P to go on, then try again.</source>
        <translation>La partie est en pause&#xa0;: appuyez sur P pour continuer, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>PauseOverlay</name>
    <message>
        <source>Go on (P)</source>
        <translation>Continuer (P)</translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message>
        <source>Learn to play Pit</source>
        <translation>Apprendre à jouer au Pit</translation>
    </message>
    <message>
        <source>New to Pit? A short guided hand shows you how to play, one step at a time, against two bots who wait for you. Take it now? It is always in Help → Learn to play Pit.</source>
        <translation>Nouveau au Pit&#xa0;? Une courte manche guidée vous montre comment jouer, pas à pas, contre deux bots qui vous attendent. La commencer maintenant&#xa0;? Elle est toujours dans Aide → Apprendre à jouer au Pit.</translation>
    </message>
    <message>
        <source>Offer your two Barley: select them and drag them onto the trading floor.</source>
        <translation>Offrez vos deux Orges&#xa0;: sélectionnez-les et glissez-les sur la corbeille.</translation>
    </message>
    <message>
        <source>Offer the Bear on its own: select it and drag it onto the floor, or press O.</source>
        <translation>Offrez l&apos;Ours seul&#xa0;: sélectionnez-le et glissez-le sur la corbeille, ou appuyez sur O.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer this time: select your Corn and drop it on his offer.</source>
        <translation>Cette fois, prenez l&apos;offre de Bob&#xa0;: sélectionnez votre Maïs et déposez-le sur son offre.</translation>
    </message>
    <message>
        <source>Not yet: do what this step asks first.</source>
        <translation>Pas encore&#xa0;: faites d&apos;abord ce que demande cette étape.</translation>
    </message>
    <message>
        <source>Pay with your Corn: it is the card you need least.</source>
        <translation>Payez avec votre Maïs&#xa0;: c&apos;est la carte dont vous avez le moins besoin.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer: select your Corn and drop it on his offer.</source>
        <translation>Prenez l&apos;offre de Bob&#xa0;: sélectionnez votre Maïs et déposez-le sur son offre.</translation>
    </message>
    <message>
        <source>Leave your offer out: a taker is coming.</source>
        <translation>Laissez votre offre en place&#xa0;: un preneur arrive.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La leçon s&apos;arrête avec cette manche&#xa0;: jouez une vraie partie, ou quittez la leçon.</translation>
    </message>
    <message>
        <source>The Bear is no commodity: you cannot collect it. Pick your biggest group.</source>
        <translation>L&apos;Ours n&apos;est pas une marchandise&#xa0;: on ne peut pas le réunir. Choisissez votre plus grand groupe.</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>Vous n&apos;en avez que %n. Choisissez le groupe dont vous avez le plus.</numerusform>
            <numerusform>Vous n&apos;en avez que %n. Choisissez le groupe dont vous avez le plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is your hand, one group of cards per commodity. Each group&apos;s heading names it, says how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. The side panel lists the commodities in play. The Bear is a special card: more of it later.</source>
        <translation>Voici votre main, un groupe de cartes par marchandise. L&apos;en-tête de chaque groupe la nomme, dit combien vous en avez et ce que rapporte un accaparement&#xa0;: «&#xa0;Blé ×6 · 100&#xa0;», ce sont six Blés, qui valent 100. Le panneau latéral liste les marchandises en jeu. L&apos;Ours est une carte spéciale&#xa0;: on en reparle plus loin.</translation>
    </message>
    <message>
        <source>You win a hand by holding all nine cards of one commodity: a corner. So choose the commodity to collect: the one you hold most of. Which is it? Click one of its cards.</source>
        <translation>Vous gagnez une manche en réunissant les neuf cartes d&apos;une marchandise&#xa0;: un accaparement. Choisissez donc la marchandise à réunir&#xa0;: celle dont vous avez le plus. Laquelle&#xa0;? Cliquez sur une de ses cartes.</translation>
    </message>
    <message>
        <source>Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. Start with your two Barley: double-click them (or click each) to select both.</source>
        <translation>C&apos;est cela&#xa0;: réunissez le Blé, et échangez le reste, quelques cartes d&apos;une même marchandise à la fois. Commencez par vos deux Orges&#xa0;: double-cliquez dessus (ou cliquez sur chacune) pour les sélectionner toutes les deux.</translation>
    </message>
    <message>
        <source>Now offer them: drag them onto the trading floor in the middle of the table, or press O. The others hear only how many cards you offer: “Two! Two! Two!”</source>
        <translation>Offrez-les maintenant&#xa0;: glissez-les sur la corbeille, au milieu de la table, ou appuyez sur O. Les autres n&apos;entendent que le nombre de cartes offertes&#xa0;: «&#xa0;Deux&#xa0;! Deux&#xa0;! Deux&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player who wants to trade two cards will take it.</source>
        <translation>Votre offre est lancée. Personne ne sait ce qu&apos;elle contient, seulement qu&apos;il y a deux cartes. Attendez&#xa0;: un joueur qui veut échanger deux cartes va la prendre.</translation>
    </message>
    <message>
        <source>Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your hand. Wait: Bob is making an offer…</source>
        <translation>Ann l&apos;a prise, en vous donnant deux de ses cartes, à l&apos;aveugle. C&apos;était du Blé&#xa0;: elles brillent en vert dans votre main. Attendez&#xa0;: Bob fait une offre…</translation>
    </message>
    <message>
        <source>Bob offers one card. Take it: select your Corn, then drag it onto Bob&apos;s offer, or click his offer. You give as many cards as you get.</source>
        <translation>Bob offre une carte. Prenez-la&#xa0;: sélectionnez votre Maïs, puis glissez-le sur l&apos;offre de Bob, ou cliquez sur son offre. Vous donnez autant de cartes que vous en recevez.</translation>
    </message>
    <message>
        <source>Bob&apos;s card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it costs 20 points when someone else does. Pass it on: select the Bear and offer it.</source>
        <translation>La carte de Bob était du Blé&#xa0;: vous avez les neuf&#xa0;! Mais qui tient l&apos;Ours ne peut pas accaparer le marché, et il coûte 20 points quand un autre le fait. Passez-le&#xa0;: sélectionnez l&apos;Ours et offrez-le.</translation>
    </message>
    <message>
        <source>An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…</source>
        <translation>Une offre d&apos;une carte, comme une autre&#xa0;: personne ne sait que c&apos;est l&apos;Ours. Attendez un preneur…</translation>
    </message>
    <message>
        <source>Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you are trading away, so it leaves with them.)</source>
        <translation>Bob a pris l&apos;Ours. Neuf Blés et pas d&apos;Ours&#xa0;: un accaparement&#xa0;! Sonnez la cloche avant tout le monde&#xa0;: cliquez sur Accaparé&#xa0;! ou appuyez sur B. (Dans une vraie manche, glissez l&apos;Ours dans une offre de cartes dont vous vous défaites, pour qu&apos;il parte avec elles.)</translation>
    </message>
    <message>
        <source>You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy bots are best to begin with.</source>
        <translation>Vous avez accaparé le Blé&#xa0;: 100 points. Ann avait le Taureau et Bob l&apos;Ours&#xa0;: chacun a perdu 20. Le Taureau est un joker&#xa0;: huit d&apos;une marchandise avec le Taureau accaparent aussi, alors gardez-le s&apos;il vous arrive. Les manches continuent jusqu&apos;à ce que quelqu&apos;un ait 500 points. Les vrais bots échangent vite et n&apos;attendent personne&#xa0;: surveillez leurs offres, et sonnez dès que vous avez les neuf. Bloqué&#xa0;? H donne un conseil&#xa0;; P met en pause. Les bots Faciles sont les meilleurs pour commencer.</translation>
    </message>
</context>
<context>
    <name>PitchCorner</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>K</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>J</source>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>PitchGame</name>
    <message>
        <source>Pit Desktop — Pitch</source>
        <translation>Pit Desktop — Pitch</translation>
    </message>
</context>
<context>
    <name>PitchHandPanel</name>
    <message>
        <source>End of the hand</source>
        <translation>Fin de la donne</translation>
    </message>
    <message>
        <source>The Money Game is settled: you are paid %1</source>
        <translation>La partie d&apos;argent est réglée&#xa0;: vous recevez %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you pay %1</source>
        <translation>La partie d&apos;argent est réglée&#xa0;: vous payez %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you come out even</source>
        <translation>La partie d&apos;argent est réglée&#xa0;: vous êtes quitte</translation>
    </message>
    <message>
        <source>Average score: %1; 10 cents a point above or below it</source>
        <translation>Score moyen&#xa0;: %1&#xa0;; 10 centimes par point au-dessus ou au-dessous</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Vous payez %2 à %1</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 vous paie %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paie %3 à %2</translation>
    </message>
    <message>
        <source>Nobody pays anybody: everyone comes out even.</source>
        <translation>Personne ne paie personne&#xa0;: chacun est quitte.</translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n centime</numerusform>
            <numerusform>%n centimes</numerusform>
        </translation>
    </message>
    <message>
        <source>You shot the moon and made it</source>
        <translation>Vous avez visé la lune et l&apos;avez eue</translation>
    </message>
    <message>
        <source>High: %1, with %2</source>
        <translation>Haute&#xa0;: %1, avec %2</translation>
    </message>
    <message>
        <source>Low: %1, with %2</source>
        <translation>Basse&#xa0;: %1, avec %2</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Régler les comptes</translation>
    </message>
    <message>
        <source>%1 shot the moon and made it</source>
        <translation>%1 a visé la lune et l&apos;a eue</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 for points, %4 for moons (%5, %6): %7</source>
        <translation>%1&#xa0;: %2, %3 pour les points, %4 pour les lunes (%5, %6)&#xa0;: %7</translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n réussie</numerusform>
            <numerusform>%n réussies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n manquée</numerusform>
            <numerusform>%n manquées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1&#xa0;: %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>You win the game. %1</source>
        <translation>Vous gagnez la partie. %1</translation>
    </message>
    <message>
        <source>%1 wins the game. %2</source>
        <translation>%1 gagne la partie. %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>Jack: %1</source>
        <translation>Valet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Jack: not dealt</source>
        <translation>Valet&#xa0;: pas distribué</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game: tied</source>
        <translation>Jeu&#xa0;: égalité</translation>
    </message>
    <message>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1&#xa0;: %2 cette donne, %3 au total</translation>
    </message>
    <message>
        <source>Target %1: a pitcher who reaches it wins</source>
        <translation>Objectif %1&#xa0;: le lanceur qui l&apos;atteint gagne</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>Vous avez visé la lune et l&apos;avez manquée&#xa0;: %n point pris</numerusform>
            <numerusform>Vous avez visé la lune et l&apos;avez manquée&#xa0;: %n points pris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>Vous réussissez votre enchère de %1 avec %n point</numerusform>
            <numerusform>Vous réussissez votre enchère de %1 avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>Vous reculez de %1&#xa0;: %n point pris seulement</numerusform>
            <numerusform>Vous reculez de %1&#xa0;: %n points pris seulement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1 a visé la lune et l&apos;a manquée&#xa0;: %n point pris</numerusform>
            <numerusform>%1 a visé la lune et l&apos;a manquée&#xa0;: %n points pris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 réussit son enchère de %2 avec %n point</numerusform>
            <numerusform>%1 réussit son enchère de %2 avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 recule de %2&#xa0;: %n point pris seulement</numerusform>
            <numerusform>%1 recule de %2&#xa0;: %n points pris seulement</numerusform>
        </translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Rejeu de la donne {hand}</translation>
    </message>
    <message>
        <source>Step of the hand</source>
        <translation>Étape de la donne</translation>
    </message>
    <message>
        <source>Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays</source>
        <translation>Touches&#xa0;: → et ← avancent et reculent d’un pas, Début et Fin vont à la donne et à la fin, Espace lance la lecture</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHelp</name>
    <message>
        <source>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cards each. In turn from the dealer&apos;s left, everyone speaks once: pass or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; otherwise the dealer may steal the high bid by bidding the same number (not a 4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cartes chacun. À tour de rôle depuis la gauche du donneur, chacun parle une fois&#xa0;: passer ou annoncer de 1 à 4, les points qu&apos;il promet de prendre&#xa0;; une annonce doit dépasser la précédente. Le donneur parle en dernier&#xa0;: si tous les autres ont passé, il est obligé d&apos;annoncer au moins 2&#xa0;; sinon il peut voler l&apos;enchère la plus haute en annonçant le même nombre (pas un 4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You may also bid 4 at once by pitching a card: it ends the auction and leads that card.&lt;/p&gt;&lt;p&gt;The highest bidder, the pitcher, leads the first card: its suit is trump. Follow the suit led if you can; you may always play a trump instead. The highest trump, or else the highest card of the suit led, takes the trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vous pouvez aussi annoncer 4 d&apos;un coup en lançant une carte&#xa0;: cela clôt les enchères et entame avec cette carte.&lt;/p&gt;&lt;p&gt;Le plus fort enchérisseur, le lanceur, entame la première carte&#xa0;: sa couleur est l&apos;atout. Fournissez la couleur demandée si vous le pouvez&#xa0;; vous pouvez toujours jouer un atout à la place. L&apos;atout le plus fort, sinon la plus forte carte de la couleur demandée, prend le pli.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four points a hand: &lt;b&gt;High&lt;/b&gt; (the highest trump played), &lt;b&gt;Low&lt;/b&gt; (the lowest trump played, to whoever takes its trick), &lt;b&gt;Jack&lt;/b&gt; (the jack of trumps, to whoever takes it) and &lt;b&gt;Game&lt;/b&gt; (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack 1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quatre points par donne&#xa0;: &lt;b&gt;Haut&lt;/b&gt; (l&apos;atout le plus fort joué), &lt;b&gt;Bas&lt;/b&gt; (l&apos;atout le plus faible joué, à qui prend son pli), &lt;b&gt;Valet&lt;/b&gt; (le valet d&apos;atout, à qui le prend) et &lt;b&gt;Partie&lt;/b&gt; (le plus de points de cartes dans les plis pris&#xa0;: dix 10, as 4, roi 3, dame 2, valet 1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A pitcher who takes fewer points than the bid is &lt;b&gt;set back&lt;/b&gt; by the bid; scores may go below zero. &lt;b&gt;Only the pitcher can win:&lt;/b&gt; the first to reach the target at the end of a hand they pitched wins, even with fewer points than another player.&lt;/p&gt;&lt;p&gt;The Money Game (a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each player is paid for the points above the average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un lanceur qui prend moins de points que son enchère &lt;b&gt;recule&lt;/b&gt; de son enchère&#xa0;; les scores peuvent passer sous zéro. &lt;b&gt;Seul le lanceur peut gagner&#xa0;:&lt;/b&gt; gagne le premier à atteindre l&apos;objectif à la fin d&apos;une donne où il a lancé, même avec moins de points qu&apos;un autre joueur.&lt;/p&gt;&lt;p&gt;Le jeu d&apos;argent (une option de la table) n&apos;a pas d&apos;objectif&#xa0;: on annonce de 2 à 4 ou on vise la lune, et à la fin chaque joueur est payé pour ses points au-dessus de la moyenne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Money Game ends when you settle up between hands (Game → Settle up, or the button beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 cents a point below it, and a dollar from every other player for each moon made (or pays them a dollar for each moon missed). The final panel says who pays whom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie d&apos;argent se termine quand vous réglez les comptes entre deux donnes (Partie → Régler les comptes, ou le bouton à côté de Donne suivante)&#xa0;: chaque joueur reçoit 10 centimes par point au-dessus du score moyen, ou paie 10 centimes par point au-dessous, et un dollar de chaque autre joueur par lune réussie (ou leur paie un dollar par lune manquée). Le panneau final dit qui paie qui.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: &lt;b&gt;0&lt;/b&gt; pass, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; bid, &lt;b&gt;5&lt;/b&gt; shoot the moon (the Money Game), &lt;b&gt;L&lt;/b&gt; the last trick, &lt;b&gt;P&lt;/b&gt; pause. Play a card by double-clicking it, dragging it to the trick, or Enter. Hover over a dimmed card to see why it cannot be played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Touches&#xa0;: &lt;b&gt;0&lt;/b&gt; passer, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; annoncer, &lt;b&gt;5&lt;/b&gt; viser la lune (jeu d&apos;argent), &lt;b&gt;L&lt;/b&gt; le dernier pli, &lt;b&gt;P&lt;/b&gt; pause. Jouez une carte par double-clic, en la glissant sur le pli ou avec Entrée. Survolez une carte grisée pour voir pourquoi elle ne peut pas être jouée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose it with the arrows and press Enter, then Enter again on the pitch button. Enter on the end-of-hand panel deals the next hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pour lancer une carte à votre annonce (une annonce de 4 qui l&apos;entame), glissez-la sur le pli&#xa0;; ou choisissez-la avec les flèches et appuyez sur Entrée, puis de nouveau sur Entrée sur le bouton Lancer. Entrée sur le panneau de fin de donne distribue la donne suivante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Pitch</source>
        <translation>Comment jouer au Pitch</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pass&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;shoot the moon (the Money Game)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card and play it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call the focus is on the bids (← → between them): down to your cards, and up to the bids again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call: pitch the chosen card (bid 4 and lead it); dragging it to the trick pitches it too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on the end-of-hand panel: the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick, and go back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deal the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;save the last hand&apos;s record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, and go on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mute&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;passer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;annoncer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;viser la lune (partie d&apos;argent)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choisir une carte et la jouer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quand c&apos;est à vous d&apos;annoncer, le focus est sur les enchères (← → de l&apos;une à l&apos;autre)&#xa0;: vers le bas jusqu&apos;à vos cartes, et vers le haut aux enchères à nouveau&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entrée&lt;/b&gt;, &lt;b&gt;Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;à votre annonce&#xa0;: lancer la carte choisie (annoncer 4 et l&apos;entamer)&#xa0;; la glisser sur le pli la lance aussi&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sur le panneau de fin de donne&#xa0;: la donne suivante&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;voir le dernier pli, et revenir&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;distribuer la donne suivante&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;enregistrer le relevé de la dernière donne&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, et reprendre&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;couper le son&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nouvelle partie, quitter&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; gives a hint: what a bot of the bots&apos; level would call or play now, and why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; donne un conseil&#xa0;: ce qu&apos;un bot du niveau des bots annoncerait ou jouerait maintenant, et pourquoi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; takes back your last call or card while no one has played since (never in a counted game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; reprend votre dernière annonce ou carte tant que personne n&apos;a joué depuis (jamais dans une partie comptée).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>&lt;p&gt;The bid keys are the game&apos;s own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; your calls and the bots&apos; are in the log beside the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les touches d&apos;enchère sont celles du jeu&#xa0;: 1–4 dans le jeu aux enchères (2–4 quand les enchères commencent à 2), 2–4 et 5 dans la partie d&apos;argent. À votre tour, le focus est sur les enchères, les touches marchent donc tout de suite&#xa0;; vos annonces et celles des bots sont dans le journal à côté de la table.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PitchHint</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Pas de conseil pour l&apos;instant&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Bid %1: you hold %2.</source>
        <translation>Annoncez %1&#xa0;: vous tenez %2.</translation>
    </message>
    <message>
        <source>Bid %1: %2 is your best suit.</source>
        <translation>Annoncez %1&#xa0;: %2 est votre meilleure couleur.</translation>
    </message>
    <message>
        <source>Bid %1: everyone passed, so the dealer must bid.</source>
        <translation>Annoncez %1&#xa0;: tout le monde a passé, le donneur doit donc annoncer.</translation>
    </message>
    <message>
        <source>Pitch %1 to bid 4: you hold %2.</source>
        <translation>Lancez %1 pour annoncer 4&#xa0;: vous tenez %2.</translation>
    </message>
    <message>
        <source>Shoot the moon: you hold %1.</source>
        <translation>Visez la lune&#xa0;: vous tenez %1.</translation>
    </message>
    <message>
        <source>Pass: your best suit, %1, is not worth a bid of %2.</source>
        <translation>Passez&#xa0;: votre meilleure couleur, %1, ne vaut pas une annonce de %2.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card you may play.</source>
        <translation>Jouez %1&#xa0;: c&apos;est la seule carte que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>Lead %1: it makes %2 trump.</source>
        <translation>Entamez %1&#xa0;: elle fait de %2 l&apos;atout.</translation>
    </message>
    <message>
        <source>Lead %1: no one can hold a higher trump.</source>
        <translation>Entamez %1&#xa0;: personne ne peut tenir un atout plus fort.</translation>
    </message>
    <message>
        <source>Lead %1: draw out the other players&apos; trumps.</source>
        <translation>Entamez %1&#xa0;: faites tomber les atouts des autres.</translation>
    </message>
    <message>
        <source>Lead %1: a side card that is worth little.</source>
        <translation>Entamez %1&#xa0;: une carte d&apos;une autre couleur qui vaut peu.</translation>
    </message>
    <message>
        <source>Play %1: it takes the trick as it stands.</source>
        <translation>Jouez %1&#xa0;: elle prend le pli tel qu&apos;il est.</translation>
    </message>
    <message>
        <source>Play %1: you play last, and it takes the trick.</source>
        <translation>Jouez %1&#xa0;: vous jouez en dernier, et elle prend le pli.</translation>
    </message>
    <message>
        <source>Play %1: let this trick go with your least useful card.</source>
        <translation>Jouez %1&#xa0;: laissez passer ce pli avec votre carte la moins utile.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two cards of a list</comment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>PitchKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read or written: this hand is not counted.</source>
        <translation>Les statistiques de {file} ne peuvent être ni lues ni écrites&#xa0;: cette donne n&apos;est pas comptée.</translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message>
        <source>Learn to play Pitch</source>
        <translation>Apprendre à jouer au Pitch</translation>
    </message>
    <message>
        <source>New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch.</source>
        <translation>Nouveau au Pitch&#xa0;? Une courte donne guidée vous montre les enchères, l&apos;atout, les plis et le compte d&apos;une donne, pas à pas. La commencer maintenant&#xa0;? Elle est toujours dans Aide → Apprendre à jouer au Pitch.</translation>
    </message>
    <message>
        <source>In this lesson, bid 2: press 2, or click the 2 button.</source>
        <translation>Dans cette leçon, annoncez 2&#xa0;: appuyez sur 2, ou cliquez sur le bouton 2.</translation>
    </message>
    <message>
        <source>Pitch the King of Spades: Spades become trump, and you hold two more of them.</source>
        <translation>Lancez le Roi de Pique&#xa0;: Pique devient l&apos;atout, et vous en avez deux autres.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La leçon s&apos;arrête avec cette donne&#xa0;: jouez une vraie partie, ou quittez la leçon.</translation>
    </message>
    <message>
        <source>There is no taking back in the lesson: play on.</source>
        <translation>Pas de retour en arrière dans la leçon&#xa0;: jouez.</translation>
    </message>
    <message>
        <source>nobody (a tie)</source>
        <translation>personne (égalité)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to %2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts 10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4.</source>
        <translation>On compte les quatre points. Haute (l&apos;atout le plus fort)&#xa0;: %1&#xa0;; Basse (l&apos;atout le plus faible)&#xa0;: %2&#xa0;; Valet (le valet d&apos;atout)&#xa0;: %3&#xa0;; Jeu (le plus de points de cartes dans les plis gagnés, chaque 10 comptant 10, un as 4, un roi 3, une dame 2, un valet 1)&#xa0;: %4.</translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>Vous avez annoncé 2 et gagné %n point&#xa0;: vous le marquez.</numerusform>
            <numerusform>Vous avez annoncé 2 et gagné %n points&#xa0;: vous les marquez tous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>Vous avez annoncé 2 et gagné %n point&#xa0;: chute, vous perdez 2.</numerusform>
            <numerusform>Vous avez annoncé 2 et gagné %n points&#xa0;: chute, vous perdez 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pitch is played in tricks, and first comes the auction: each player says once how many of the hand&apos;s four points he will win (High, Low, Jack and Game). You speak first. With the King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button.</source>
        <translation>Le Pitch se joue en plis, et d&apos;abord viennent les enchères&#xa0;: chaque joueur dit une fois combien des quatre points de la donne il gagnera (Haute, Basse, Valet et Jeu). Vous parlez le premier. Avec le Roi, le Valet et le 2 de Pique, annoncez 2&#xa0;: appuyez sur 2, ou cliquez sur le bouton 2.</translation>
    </message>
    <message>
        <source>Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, and you will lead the first card.</source>
        <translation>Les autres parlent à tour de rôle, une fois chacun. Personne n&apos;annonce plus de 2&#xa0;: vous gagnez les enchères, et c&apos;est vous qui jouerez la première carte.</translation>
    </message>
    <message>
        <source>You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your King of Spades: double-click it, or drag it to the middle of the table.</source>
        <translation>Vous êtes le lanceur&#xa0;: la première carte que vous jouez fixe l&apos;atout pour toute la donne. Lancez votre Roi de Pique&#xa0;: double-cliquez dessus, ou glissez-le au milieu de la table.</translation>
    </message>
    <message>
        <source>Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here the same. Watch who takes the trick…</source>
        <translation>Pique est l&apos;atout. Chacun doit fournir la couleur, un Pique, s&apos;il le peut, ou jouer atout&#xa0;: ici c&apos;est pareil. Regardez qui prend le pli…</translation>
    </message>
    <message>
        <source>Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took the trick, so she leads the next one…</source>
        <translation>Ann avait l&apos;As de Pique&#xa0;: l&apos;atout le plus fort prend le pli, et la Haute avec. Elle a pris le pli, elle entame donc le suivant…</translation>
    </message>
    <message>
        <source>Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every Heart; among Hearts the highest wins. Play one of the cards you may play.</source>
        <translation>Ann a entamé du Cœur. Fournissez du Cœur, ou coupez avec un Pique&#xa0;: n&apos;importe quel atout bat tous les Cœurs&#xa0;; entre Cœurs, le plus fort gagne. Jouez une des cartes que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and your Jack and your 2 (Low) are points for you. Play a card.</source>
        <translation>À vous. Plus personne n&apos;a d&apos;atout, donc chaque Pique que vous jouez prend son pli, et votre Valet et votre 2 (la Basse) sont des points pour vous. Jouez une carte.</translation>
    </message>
    <message>
        <source>Your turn, and your trumps are all played. Follow the suit led if you can, or else play any card: the trick goes to the highest trump, or else to the highest card of the suit led. Play a card.</source>
        <translation>À vous, et vos atouts sont tous joués. Fournissez la couleur demandée si vous le pouvez, sinon jouez n&apos;importe quelle carte&#xa0;: le pli va au plus fort atout, ou sinon à la plus forte carte de la couleur demandée. Jouez une carte.</translation>
    </message>
    <message>
        <source>The others play. A trick goes to its highest trump, or else to the highest card of the suit led; whoever takes it leads the next.</source>
        <translation>Les autres jouent. Un pli va à son atout le plus fort, sinon à la plus forte carte de la couleur entamée&#xa0;; qui le prend entame le suivant.</translation>
    </message>
    <message>
        <source>That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at the end of a hand he pitched wins. Bid what your trumps can take, and lead them early.</source>
        <translation>Voilà le Pitch. La donne passe à gauche à chaque tour, et le premier à atteindre 7 points à la fin d&apos;une donne où il était lanceur gagne. Annoncez ce que vos atouts peuvent prendre, et jouez-les tôt.</translation>
    </message>
</context>
<context>
    <name>PitchNewGameDialog</name>
    <message>
        <source>New game of Pitch</source>
        <translation>Nouvelle partie de Pitch</translation>
    </message>
    <message>
        <source>The Money Game (bids 2, 3, 4 or the moon; paid in cents)</source>
        <translation>Partie d&apos;argent (enchères 2, 3, 4 ou la lune&#xa0;; en centimes)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Players (you and the bots):</source>
        <translation>Joueurs (vous et les bots)&#xa0;:</translation>
    </message>
    <message>
        <source>Points to win:</source>
        <translation>Points pour gagner&#xa0;:</translation>
    </message>
    <message>
        <source>The dealer may steal the bid by matching it</source>
        <translation>Le donneur peut voler l&apos;enchère en l&apos;égalant</translation>
    </message>
    <message>
        <source>Stick the dealer: must bid 2 when all pass</source>
        <translation>Donneur forcé&#xa0;: annonce 2 si tous passent</translation>
    </message>
    <message>
        <source>Bids start at 2</source>
        <translation>Les enchères commencent à 2</translation>
    </message>
    <message>
        <source>Low scores for whoever was dealt it</source>
        <translation>Le Bas va à qui l&apos;a reçu</translation>
    </message>
    <message>
        <source>A counted game: no taking back a call or card</source>
        <translation>Partie comptée&#xa0;: aucune annonce ni carte reprise</translation>
    </message>
    <message>
        <source>Bots&apos; level:</source>
        <translation>Niveau des bots&#xa0;:</translation>
    </message>
    <message>
        <source>Bots&apos; pace:</source>
        <translation>Rythme des bots&#xa0;:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donner</translation>
    </message>
</context>
<context>
    <name>PitchPace</name>
    <message>
        <source>The bots take about {percent}% longer over each card and call, more time to follow the play. They play no differently.</source>
        <translation>Les bots prennent environ {percent} % de temps en plus pour chaque carte et chaque annonce : plus de temps pour suivre le jeu. Ils ne jouent pas autrement.</translation>
    </message>
    <message>
        <source>The usual pace: about a second a card and two or three a call, as a person plays.</source>
        <translation>Le rythme habituel : environ une seconde par carte et deux ou trois par annonce, comme joue une personne.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over each card and call. They play no differently.</source>
        <translation>Les bots prennent environ {percent} % de temps en moins pour chaque carte et chaque annonce. Ils ne jouent pas autrement.</translation>
    </message>
</context>
<context>
    <name>PitchPresenter</name>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Donne %1&#xa0;: vous donnez.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Donne %1&#xa0;: %2 donne.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>You steal the bid at %1.</source>
        <translation>Vous volez l&apos;enchère à %1.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Vous annoncez %1.</translation>
    </message>
    <message>
        <source>%1 steals the bid at %2.</source>
        <translation>%1 vole l&apos;enchère à %2.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <source>You shoot the moon.</source>
        <translation>Vous visez la lune.</translation>
    </message>
    <message>
        <source>%1 shoots the moon.</source>
        <translation>%1 vise la lune.</translation>
    </message>
    <message>
        <source>You pitch for the moon.</source>
        <translation>Vous lancez pour la lune.</translation>
    </message>
    <message>
        <source>You pitch for %1.</source>
        <translation>Vous lancez pour %1.</translation>
    </message>
    <message>
        <source>%1 pitches for the moon.</source>
        <translation>%1 lance pour la lune.</translation>
    </message>
    <message>
        <source>%1 pitches for %2.</source>
        <translation>%1 lance pour %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Tous ont passé&#xa0;: la donne est annulée.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>L&apos;atout est %1.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Vous prenez le pli.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 prend le pli.</translation>
    </message>
    <message>
        <source>You made the bid.</source>
        <translation>Vous réussissez votre enchère.</translation>
    </message>
    <message>
        <source>You are set back.</source>
        <translation>Vous reculez.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1 réussit son enchère.</translation>
    </message>
    <message>
        <source>%1 is set back.</source>
        <translation>%1 recule.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>The Money Game is settled: the table shows who pays whom.</source>
        <translation>La partie d&apos;argent est réglée&#xa0;: la table montre qui paie qui.</translation>
    </message>
    <message>
        <source>Taken back: %1. Your turn again.</source>
        <translation>Repris&#xa0;: %1. À vous de nouveau.</translation>
    </message>
    <message>
        <source>%1 took back: %2.</source>
        <translation>%1 a repris&#xa0;: %2.</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Vous jouez la carte %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 joue la carte %2.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — refusé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 — refused: %3</source>
        <translation>%1&#xa0;: %2 — refusé&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>PitchRefusal</name>
    <message>
        <source>Rule %1</source>
        <translation>Règle %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1</source>
        <translation>Vous pouvez fournir du %1&#xa0;: jouez du %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1 or a trump</source>
        <translation>Vous pouvez fournir du %1&#xa0;: jouez du %1 ou un atout</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <source>You do not hold that card</source>
        <translation>Vous n&apos;avez pas cette carte</translation>
    </message>
    <message>
        <source>The auction is not over yet</source>
        <translation>Les enchères ne sont pas finies</translation>
    </message>
    <message>
        <source>The auction is over: each player speaks once</source>
        <translation>Les enchères sont finies&#xa0;: chacun parle une fois</translation>
    </message>
    <message>
        <source>This table plays without the dealer&apos;s steal: bid more than %1</source>
        <translation>Cette table joue sans le vol du donneur&#xa0;: annoncez plus de %1</translation>
    </message>
    <message>
        <source>The dealer must match or beat the high bid of %1</source>
        <translation>Le donneur doit égaler ou dépasser l&apos;enchère la plus haute, %1</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of %1</source>
        <translation>Une enchère doit dépasser la plus haute, %1</translation>
    </message>
    <message>
        <source>Bids start at 2 at this table</source>
        <translation>À cette table les enchères commencent à 2</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must bid at least 2</source>
        <translation>Tous ont passé&#xa0;: le donneur doit annoncer au moins 2</translation>
    </message>
    <message>
        <source>That is not a bid of this game</source>
        <translation>Ce n&apos;est pas une enchère de ce jeu</translation>
    </message>
    <message>
        <source>Shooting the moon is the Money Game&apos;s bid</source>
        <translation>Viser la lune est l&apos;enchère de la partie d&apos;argent</translation>
    </message>
    <message>
        <source>In the Money Game you bid first; the pitcher leads once the auction is won</source>
        <translation>Dans la partie d&apos;argent, on annonce d&apos;abord&#xa0;; le lanceur entame une fois les enchères gagnées</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>This is a counted game: nothing is taken back</source>
        <translation>Cette partie est comptée&#xa0;: rien n&apos;est repris</translation>
    </message>
    <message>
        <source>Another player has called or played since: your last move stands</source>
        <translation>Un autre joueur a annoncé ou joué depuis&#xa0;: votre dernier coup reste</translation>
    </message>
    <message>
        <source>The hand is over: it stands as it was played</source>
        <translation>La donne est finie&#xa0;: elle reste comme elle a été jouée</translation>
    </message>
    <message>
        <source>You have no call or card to take back: one step only, once you have played</source>
        <translation>Vous n&apos;avez ni annonce ni carte à reprendre&#xa0;: un seul pas, une fois que vous avez joué</translation>
    </message>
</context>
<context>
    <name>PitchSeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchSession</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Commencez d&apos;abord une nouvelle partie.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Une donne peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la donne ne peut pas être écrite.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Impossible d&apos;enregistrer la donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Donne %1 enregistrée dans %2</translation>
    </message>
</context>
<context>
    <name>PitchSettle</name>
    <message>
        <source>Settle up?</source>
        <translation>Régler les comptes&#xa0;?</translation>
    </message>
    <message>
        <source>Settle up the Money Game now? It ends the game and pays everyone out.</source>
        <translation>Régler maintenant les comptes du jeu d&apos;argent&#xa0;? La partie se termine et chacun est payé.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Régler les comptes</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
</context>
<context>
    <name>PitchTableWidget</name>
    <message>
        <source>Pitch table</source>
        <translation>Table de Pitch</translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation>Dernier pli (L)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>No game is being played. Deal one to play Pitch against the bots.</source>
        <translation>Aucune partie en cours. Donnez-en une pour jouer au Pitch contre les bots.</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nouvelle partie… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Trump: set by the first lead</source>
        <translation>Atout&#xa0;: fixé par la première entame</translation>
    </message>
    <message>
        <source>Pitcher: %1, shooting the moon</source>
        <translation>Lanceur&#xa0;: %1, visant la lune</translation>
    </message>
    <message>
        <source>Pitcher: %1, bid %2</source>
        <translation>Lanceur&#xa0;: %1, enchère %2</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by %2</source>
        <translation>Enchères&#xa0;: la plus haute est %1, de %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Enchères&#xa0;: aucune encore</translation>
    </message>
    <message>
        <source>Money Game</source>
        <translation>Partie d&apos;argent</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Objectif %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>pitcher</source>
        <translation>lanceur</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>to speak</source>
        <translation>doit parler</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click, press Enter or drag it to the trick to play it</source>
        <translation>Double-cliquez, Entrée ou faites-la glisser sur le pli pour la jouer</translation>
    </message>
    <message>
        <source>This hand&apos;s calls and tricks</source>
        <translation>Annonces et plis de cette donne</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>À vous d&apos;entamer</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by you</source>
        <translation>Enchères&#xa0;: la plus haute est %1, la vôtre</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>what a player bid: under his name</comment>
        <translation>a annoncé %1</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>pass (0)</source>
        <translation>passer (0)</translation>
    </message>
    <message>
        <source>steal at %1</source>
        <translation>voler à %1</translation>
    </message>
    <message>
        <source>steal at %1 or bid more (%2)</source>
        <translation>voler à %1 ou annoncer plus (%2)</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call the player may make now</comment>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <source>shoot the moon (5)</source>
        <translation>viser la lune (5)</translation>
    </message>
    <message>
        <source>pitch a card to bid 4</source>
        <translation>lancer une carte pour annoncer 4</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Your call: %1</source>
        <translation>À vous d&apos;annoncer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Back to the table (L)</source>
        <translation>Retour à la table (L)</translation>
    </message>
    <message>
        <source>%1: shoot the moon</source>
        <translation>%1&#xa0;: vise la lune</translation>
    </message>
    <message>
        <source>%1: pitch for 4</source>
        <translation>%1&#xa0;: lance pour 4</translation>
    </message>
    <message>
        <source>%1: steal at %2</source>
        <translation>%1&#xa0;: vole à %2</translation>
    </message>
    <message>
        <source>%1: bid %2</source>
        <translation>%1&#xa0;: annonce %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1&#xa0;: passe</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by you</source>
        <translation>Pli %1&#xa0;: %2, pris par vous</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by %3</source>
        <translation>Pli %1&#xa0;: %2, pris par %3</translation>
    </message>
    <message>
        <source>Last trick, taken by you</source>
        <translation>Dernier pli, pris par vous</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Dernier pli, pris par %1</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Pris par vous</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Pris par %1</translation>
    </message>
    <message>
        <source>Press Enter again (or the pitch button) to bid 4 with this card, or make another call</source>
        <translation>Appuyez encore sur Entrée (ou sur le bouton Lancer) pour annoncer 4 avec cette carte, ou faites une autre annonce</translation>
    </message>
</context>
<context>
    <name>PitchWindow</name>
    <message>
        <source>Save the hand record</source>
        <translation>Enregistrer la donne</translation>
    </message>
    <message>
        <source>Pitch hand records (*.json)</source>
        <translation>Donnes de Pitch (*.json)</translation>
    </message>
    <message>
        <source>Take back your last call or card (Ctrl+Z)</source>
        <translation>Reprendre votre dernière annonce ou carte (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Pitch&apos;s new-game options</source>
        <translation>options de nouvelle partie de Pitch</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>rythme</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>jeu à quatre couleurs</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>l&apos;offre d&apos;apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Ouvrir un relevé de donne…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Distribuer la &amp;donne suivante</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Enregistrer la dernière donne…</translation>
    </message>
    <message>
        <source>Settle &amp;up (the Money Game)</source>
        <translation>Ré&amp;gler les comptes (partie d&apos;argent)</translation>
    </message>
    <message>
        <source>&amp;Take back your last call or card</source>
        <translation>&amp;Reprendre votre dernière annonce ou carte</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>R&amp;ythme</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Jeu à quatre couleurs</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike</source>
        <translation>♠ noir, ♥ rouge, ♦ bleu, ♣ vert : aucune couleur n’en rappelle une autre</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pitch…</source>
        <translation>&amp;Apprendre à jouer au Pitch…</translation>
    </message>
    <message>
        <source>No statistics are kept here: the games are kept by another copy, or nowhere.</source>
        <translation>Aucune statistique n&apos;est tenue ici&#xa0;: les parties sont gardées par une autre copie, ou nulle part.</translation>
    </message>
    <message>
        <source>The statistics cannot be read now.</source>
        <translation>Les statistiques ne peuvent pas être lues maintenant.</translation>
    </message>
    <message>
        <source>Hands counted: {hands}.</source>
        <translation>Donnes comptées&#xa0;: {hands}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Conseils demandés&#xa0;: {hints}, dans {hands} des donnes.</translation>
    </message>
    <message>
        <source>A call or card taken back: in {hands} of the hands.</source>
        <translation>Une annonce ou une carte reprise&#xa0;: dans {hands} des donnes.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>PitchWords</name>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>in a sentence</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>in a sentence</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>in a sentence</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>in a sentence</comment>
        <translation>pique</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a sentence</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a sentence</comment>
        <translation>roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a sentence</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a sentence</comment>
        <translation>valet</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>pique</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card in a sentence</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace</comment>
        <translation>l&apos;%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen</comment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an 8</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a number card</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <source>Shoot the moon</source>
        <translation>Viser la lune</translation>
    </message>
    <message>
        <source>Pitch %1: bid 4 and lead it</source>
        <translation>Lancer %1&#xa0;: annoncer 4 et l&apos;entamer</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call in a sentence</comment>
        <translation>passer</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call in a sentence</comment>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <comment>a call in a sentence</comment>
        <translation>viser la lune</translation>
    </message>
    <message>
        <source>pitch %1</source>
        <comment>a call in a sentence</comment>
        <translation>lancer %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <comment>a call in a sentence</comment>
        <translation>jouer %1</translation>
    </message>
    <message>
        <source>Steal at %1</source>
        <translation>Voler à %1</translation>
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
        <source>the Bull</source>
        <translation>le Taureau</translation>
    </message>
    <message>
        <source>the Bear</source>
        <translation>l&apos;Ours</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>You gave %1 to %2 and got %3</source>
        <translation>Vous avez donné %1 à %2 et reçu %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 manche sur %n jusqu&apos;ici, en finissant environ %3 cartes derrière les autres.</numerusform>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 des %n dernières manches, en finissant environ %3 cartes derrière les autres.</numerusform>
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
    <message numerus="yes">
        <source>%n Wheat</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Blé</numerusform>
            <numerusform>%n Blé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barley</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Orge</numerusform>
            <numerusform>%n Orge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coffee</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Café</numerusform>
            <numerusform>%n Café</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corn</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Maïs</numerusform>
            <numerusform>%n Maïs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Seigle</numerusform>
            <numerusform>%n Seigle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Sucre</numerusform>
            <numerusform>%n Sucre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oats</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Avoine</numerusform>
            <numerusform>%n Avoine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Soybeans</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Soja</numerusform>
            <numerusform>%n Soja</numerusform>
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
            <numerusform>%n Foin</numerusform>
            <numerusform>%n Foin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Flax</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Lin</numerusform>
            <numerusform>%n Lin</numerusform>
        </translation>
    </message>
    <message>
        <source>The bots stay as they are</source>
        <translation>Les bots restent tels quels</translation>
    </message>
    <message>
        <source>The bots are now %1</source>
        <translation>Les bots sont maintenant %1</translation>
    </message>
    <message>
        <source>The bots now play a little slower</source>
        <translation>Les bots jouent maintenant un peu plus lentement</translation>
    </message>
    <message>
        <source>The bots now play a little quicker</source>
        <translation>Les bots jouent maintenant un peu plus vite</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 manche sur %n jusqu&apos;ici, et la plupart de vos tentatives ont trouvé l&apos;offre déjà partie.</numerusform>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 des %n dernières manches, et la plupart de vos tentatives ont trouvé l&apos;offre déjà partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 manche sur %n jusqu&apos;ici.</numerusform>
            <numerusform>%1&#xa0;: vous avez accaparé le marché dans %2 des %n dernières manches.</numerusform>
        </translation>
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
        <source>The file is damaged or is not a hand record.</source>
        <translation>Le fichier est abîmé ou n&apos;est pas un enregistrement de manche.</translation>
    </message>
    <message>
        <source>The file is not a Pit Desktop hand record.</source>
        <translation>Le fichier n&apos;est pas un enregistrement de manche de Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record was written by another version of Pit Desktop.</source>
        <translation>L&apos;enregistrement a été écrit par une autre version de Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record is of another game.</source>
        <translation>L&apos;enregistrement est celui d&apos;un autre jeu.</translation>
    </message>
    <message>
        <source>The hand record&apos;s rules are not valid.</source>
        <translation>Les règles de l&apos;enregistrement ne sont pas valides.</translation>
    </message>
    <message>
        <source>The hand record&apos;s deal is not possible.</source>
        <translation>La donne de l&apos;enregistrement est impossible.</translation>
    </message>
    <message>
        <source>The hand record&apos;s moves are not valid.</source>
        <translation>Les coups de l&apos;enregistrement ne sont pas valides.</translation>
    </message>
    <message>
        <source>The hand record is damaged at %1.</source>
        <translation>L&apos;enregistrement est abîmé à %1.</translation>
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
    <message>
        <source>another player</source>
        <translation>un autre joueur</translation>
    </message>
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>Vous avez donné du %1 à %2 %n fois, et %2 l&apos;a accaparé.</numerusform>
            <numerusform>Vous avez donné du %1 à %2 %n fois, et %2 l&apos;a accaparé.</numerusform>
        </translation>
    </message>
    <message>
        <source>You kept the Bear for %1 s and lost %2: pass it on early.</source>
        <translation>Vous avez gardé l&apos;Ours %1&#xa0;s et perdu %2&#xa0;: passez-le vite.</translation>
    </message>
    <message>
        <source>You held your corner for %1 s before ringing: ring at once.</source>
        <translation>Vous avez gardé votre accaparement %1&#xa0;s avant de sonner&#xa0;: sonnez aussitôt.</translation>
    </message>
    <message>
        <source>You held a corner for %1 s without ringing; %2 cornered instead.</source>
        <translation>Vous avez eu un accaparement pendant %1&#xa0;s sans sonner&#xa0;; %2 a accaparé à votre place.</translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>Vous êtes passé de %1 à %2 après %n échange, sans accaparer.</numerusform>
            <numerusform>Vous êtes passé de %1 à %2 après %n échanges, sans accaparer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>Vous avez sonné %n fois sans accaparement.</numerusform>
            <numerusform>Vous avez sonné %n fois sans accaparement.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson this version cannot show.</source>
        <translation>Une leçon que cette version ne sait pas afficher.</translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>Vous réduisez votre offre de %n carte</numerusform>
            <numerusform>Vous réduisez votre offre de %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1 réduit une offre de %n carte</numerusform>
            <numerusform>%1 réduit une offre de %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>Votre offre de %n carte expire</numerusform>
            <numerusform>Votre offre de %n cartes expire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>L&apos;offre de %n carte de %1 expire</numerusform>
            <numerusform>L&apos;offre de %n cartes de %1 expire</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>An offer of %1</source>
        <translation>Une offre de %1</translation>
    </message>
    <message>
        <source>A trade of %1</source>
        <translation>Un échange de %1</translation>
    </message>
    <message>
        <source>A withdrawal</source>
        <translation>Un retrait</translation>
    </message>
    <message>
        <source>The bell</source>
        <translation>La cloche</translation>
    </message>
    <message>
        <source>The dealer&apos;s bell</source>
        <translation>La cloche du donneur</translation>
    </message>
    <message>
        <source>%1 (%2) refused: %3</source>
        <translation>%1 (%2) refusé&#xa0;: %3</translation>
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
    <name>ShellKeeper</name>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <source>A hand that was being played when the game stopped goes on where it stopped.</source>
        <translation>Une manche en cours quand la partie s&apos;est arrêtée reprend là où elle en était.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Resume the game — hand {hand}; {scores}?</source>
        <translation>Reprendre la partie — manche {hand}&#xa0;; {scores}&#xa0;?</translation>
    </message>
    <message>
        <source>Hand {hand} goes on where it stopped.</source>
        <translation>La manche {hand} reprend là où elle en était.</translation>
    </message>
    <message>
        <source>Hand {hand} is dealt again with the same cards: this save does not say how it was played.</source>
        <translation>La manche {hand} est redistribuée avec les mêmes cartes&#xa0;: cette sauvegarde ne dit pas comment elle a été jouée.</translation>
    </message>
    <message>
        <source>Hand {hand} of the saved game could not be restored, so it is dealt anew.</source>
        <translation>La manche {hand} de la partie enregistrée n&apos;a pas pu être rétablie&#xa0;: elle est battue et redistribuée.</translation>
    </message>
    <message>
        <source>Another Pit Desktop is running, so this one will not keep its game or statistics. You can play here; the other copy keeps its own.</source>
        <translation>Un autre Pit Desktop est ouvert&#xa0;: celui-ci ne gardera ni sa partie ni ses statistiques. Vous pouvez jouer ici&#xa0;; l&apos;autre copie garde les siennes.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pit Desktop</source>
        <translation>elle a été enregistrée par une version plus récente de Pit Desktop</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>elle est illisible</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>elle est endommagée</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.</source>
        <translation>La partie enregistrée n&apos;a pas pu être reprise&#xa0;: {reason}. Elle a été conservée sous {file}. Une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>The game cannot be saved to {file}: {why}</source>
        <translation>Impossible d&apos;enregistrer la partie dans {file}&#xa0;: {why}</translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to their defaults: %1.</source>
        <translation>Certains réglages enregistrés étaient illisibles et ont été remis par défaut&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>Impossible d&apos;enregistrer les réglages dans {place}&#xa0;: vos choix seront perdus en quittant.</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>pause when away</source>
        <translation>pause en cas d&apos;absence</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>taille de la fenêtre</translation>
    </message>
    <message>
        <source>last folder</source>
        <translation>dernier dossier</translation>
    </message>
    <message>
        <source>left-handed layout</source>
        <translation>disposition pour gaucher</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>taille des cartes</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Son coupé (M le rétablit).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Son activé.</translation>
    </message>
    <message>
        <source>No sound: no sound server is running. Sound comes on when one starts.</source>
        <translation>Pas de son : aucun serveur de son ne tourne. Le son reviendra dès qu&apos;un serveur démarrera.</translation>
    </message>
    <message>
        <source>Sound stopped: the sound server went away. Sound comes back when it does.</source>
        <translation>Le son s&apos;est arrêté : le serveur de son a disparu. Le son reviendra avec lui.</translation>
    </message>
    <message>
        <source>Sound is on: a sound server has started.</source>
        <translation>Le son est là&#xa0;: un serveur de son a démarré.</translation>
    </message>
    <message>
        <source>Sound is back.</source>
        <translation>Le son est revenu.</translation>
    </message>
    <message>
        <source>No sound: the audio libraries this computer needs for sound are missing.</source>
        <translation>Pas de son : il manque à cet ordinateur les bibliothèques audio nécessaires au son.</translation>
    </message>
    <message>
        <source>No sound: the game&apos;s sound player does not work on this computer.</source>
        <translation>Pas de son : le lecteur de son du jeu ne fonctionne pas sur cet ordinateur.</translation>
    </message>
    <message>
        <source>There is no game in progress to pause.</source>
        <translation>Il n&apos;y a aucune partie en cours à mettre en pause.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partie continue.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Règle %1</translation>
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
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Le premier à %n point gagne</numerusform>
            <numerusform>Le premier à %n points gagne</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Some kept games or hands could not be read and are left out.</source>
        <translation>Certaines parties ou manches conservées n&apos;ont pas pu être lues et sont laissées de côté.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Parties jouées&#xa0;: %n.</numerusform>
            <numerusform>Parties jouées&#xa0;: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Manches jouées&#xa0;: %n.</numerusform>
            <numerusform>Manches jouées&#xa0;: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Conseils demandés&#xa0;: {hints}, dans {hands} des donnes.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Rythme</translation>
    </message>
    <message>
        <source>Commodity</source>
        <translation>Marchandise</translation>
    </message>
    <message>
        <source>Your corners</source>
        <translation>Vos accaparements</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Corner a commodity to see this.</source>
        <translation>Accaparez le marché d&apos;une marchandise pour voir ceci.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Parties terminées (quelqu&apos;un a atteint le score visé)&#xa0;: %n.</numerusform>
            <numerusform>Parties terminées (quelqu&apos;un a atteint le score visé)&#xa0;: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points you gain or lose in a hand, on average: {points}.</source>
        <translation>Points gagnés ou perdus par manche, en moyenne&#xa0;: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tenir le Taureau quand un autre accaparait vous a coûté {points} points en %n manche.</numerusform>
            <numerusform>Tenir le Taureau quand un autre accaparait vous a coûté {points} points en %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tenir l&apos;Ours quand un autre accaparait vous a coûté {points} points en %n manche.</numerusform>
            <numerusform>Tenir l&apos;Ours quand un autre accaparait vous a coûté {points} points en %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Niveau des bots</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Fréquence</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>Fourchette probable</translation>
    </message>
    <message>
        <source>The true figure lies in this range 19 times in 20; it narrows as you play more games.</source>
        <translation>Le vrai chiffre se trouve dans cette fourchette 19 fois sur 20&#xa0;; elle se resserre à mesure que vous jouez.</translation>
    </message>
    <message>
        <source>Kind of corner</source>
        <translation>Type d&apos;accaparement</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>How often you win, by the bots&apos; level and pace</source>
        <translation>Combien de fois vous gagnez, selon le niveau et le rythme des bots</translation>
    </message>
    <message>
        <source>Finish a game to see how often you win.</source>
        <translation>Terminez une partie pour voir combien de fois vous gagnez.</translation>
    </message>
    <message>
        <source>A bar is how often you won; the thin line over it, the range the true figure likely lies in; the dashed line, an even share (one game in three at a table of three).</source>
        <translation>Une barre montre combien de fois vous avez gagné&#xa0;; le trait fin, la fourchette où se trouve probablement le vrai chiffre&#xa0;; le trait pointillé, une part égale (une partie sur trois à une table de trois).</translation>
    </message>
    <message>
        <source>Your last hands</source>
        <translation>Vos dernières manches</translation>
    </message>
    <message>
        <source>Play a hand to see this.</source>
        <translation>Jouez une manche pour voir ceci.</translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>Les points que votre dernière manche (%n) vous a rapportés ou coûtés.</numerusform>
            <numerusform>Les points que chacune de vos %n dernières manches vous a rapportés ou coûtés, la plus récente à droite.</numerusform>
        </translation>
    </message>
    <message>
        <source>How you rate against the bots</source>
        <translation>Votre classement face aux bots</translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Terminez encore %n partie pour voir votre classement face aux bots.</numerusform>
            <numerusform>Terminez encore %n parties pour voir votre classement face aux bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating rises when you finish a game ahead of the bots and falls when they finish ahead of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows surer of how you play. The dashed lines are the bots&apos; levels on the same scale.</source>
        <translation>Votre classement monte quand vous finissez une partie devant les bots et baisse quand ils finissent devant vous. C&apos;est une estimation prudente&#xa0;: elle part de 0 pour tous et monte à mesure que le jeu est plus sûr de votre façon de jouer. Les traits pointillés sont les niveaux des bots sur la même échelle.</translation>
    </message>
    <message>
        <source>You rate above: {levels}.</source>
        <translation>Vous êtes au-dessus de&#xa0;: {levels}.</translation>
    </message>
    <message>
        <source>You rate below or level with: {levels}.</source>
        <translation>Vous êtes en dessous ou au niveau de&#xa0;: {levels}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export to {file}: {why}</source>
        <translation>Impossible d&apos;exporter vers {file}&#xa0;: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n manche exportée vers {file}.</numerusform>
            <numerusform>%n manches exportées vers {file}.</numerusform>
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
    <name>TradeLog</name>
    <message>
        <source>Trading pit log</source>
        <translation>Journal de la corbeille</translation>
    </message>
    <message>
        <source>Your trades this hand</source>
        <translation>Vos échanges de cette manche</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>Corbeille</translation>
    </message>
    <message>
        <source>Your trades</source>
        <translation>Vos échanges</translation>
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
        <source>Trading floor, your offer: %1</source>
        <translation>Corbeille, votre offre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Glissez ici 1 à 4 cartes d&apos;une marchandise pour les offrir</translation>
    </message>
    <message>
        <source>Trading floor, no offer of yours</source>
        <translation>Corbeille, aucune offre de votre part</translation>
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
        <source>Offer the selected cards (O)</source>
        <translation>Offrir les cartes sélectionnées (O)</translation>
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
        <source>Deal the next &amp;hand</source>
        <translation>Donner la &amp;manche suivante</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Enregistrer la dernière manche…</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>R&amp;ythme</translation>
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
        <source>&amp;Learn to play Pit…</source>
        <translation>&amp;Apprendre à jouer au Pit…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Ouvrir un relevé de manche…</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historique des manches…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>The &amp;coach&apos;s lessons after each hand</source>
        <translation>Leçons de l&apos;&amp;entraîneur après chaque manche</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Open a hand record</source>
        <translation>Ouvrir un relevé de manche</translation>
    </message>
    <message>
        <source>Hand records of Pit and Pitch (*.json);;All files (*)</source>
        <translation>Relevés de manches de Pit et de Pitch (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fichiers de type&#xa0;:</translation>
    </message>
    <message>
        <source>It could not be read: %1</source>
        <translation>Impossible de le lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pit Desktop cannot replay {file}.</source>
        <translation>Pit Desktop ne peut pas rejouer {file}.</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Statistics and hand history are not kept in this window.</source>
        <translation>Cette fenêtre ne garde ni statistiques ni historique des manches.</translation>
    </message>
</context>
</TS>
