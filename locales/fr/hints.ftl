# Conseils d'entraînement (bot.learn, data/hints.json les nomme) : par jeu, une ligne pour
# chaque étape disant ce que font les contrôles du panneau, et une phrase pour chaque
# sorte de coup que « Suggérer un coup » décrit (ses { $champ } remplis par l'interface du
# jeu). Langue du lecteur.

## venn
hint-venn-conditions = À toi de prendre une condition : choisis-en une dans le menu, puis ta section sans condition où l'écrire (en solo : puis la condition à barrer). Passer saute le choix de cette manche.
hint-venn-numbers = Utilise chaque valeur de dé une fois : appuie sur un dé (ou plusieurs pour une somme), puis choisis le cercle ou le cercle PARK où elle va ; chaque cercle dit si la valeur convient. Annuler revient d'un pas, Valider les nombres termine ton tour.
hint-move-venn-condition = Écris { $condition } dans ta section { $section }{ $crossing }.
hint-move-venn-skip = Passer : ne prendre aucune condition cette manche.
hint-move-venn-place = Mets { $value } ({ $dice }) dans { $target }.
hint-move-venn-extra = Utilise la valeur bonus { $value } (le { $die }) dans { $target }.
hint-move-venn-lose = Laisse filer { $value } ({ $dice }) : elle ne va nulle part.
hint-move-venn-lose-extra = Laisse filer la valeur bonus.
hint-move-venn-unpark = Déplace le nombre de { $park } vers { $section }.
hint-move-venn-confirm = Valide tes nombres : tout est placé.

## classic
hint-classic-call = Tu ouvres cette manche : choisis la couleur que tu chercheras, puis combien de cartes chacun pose face cachée.
hint-classic-place = Choisis dans ta main exactement le nombre de cartes annoncé : elles vont face cachée devant toi.
hint-classic-bid = Surenchéris (le menu Monter à : combien de cartes de la couleur tu retourneras) ou passe. Avant de surenchérir, tu peux avancer certaines de tes cartes posées avec Avancer des cartes : un indice, vrai ou faux.
hint-classic-challenge = Tu as remporté les enchères : retourne les cartes une à une, en commençant par tes propres cartes avancées. Une carte sans la couleur met fin au défi.
hint-classic-recover = Tu as réussi le défi : une fois par partie, tu peux reprendre deux cartes de ta défausse au lieu que quelqu'un perde des cartes, ou Refuser.
hint-classic-discard = Tu as perdu cette manche : dans le menu Défausser, choisis les cartes que tu abandonnes. Elles vont dans ta défausse.
hint-move-classic-call = Annonce { $colour }, { $count } chacun.
hint-move-classic-place = Pose ces cartes face cachée : { $cards }.
hint-move-classic-bid = Enchéris à { $amount }.
hint-move-classic-bid-pushing = Avance { $pushed }, puis enchéris à { $amount }.
hint-move-classic-pass = Passer.
hint-move-classic-turn = Retourne { $card }.
hint-move-classic-recover = Reprends { $cards }.
hint-move-classic-decline = Refuser : garde la reprise pour une manche plus tard.
hint-move-classic-discard = Défausse { $cards }.

## vvv
hint-vvv-play = Place un point : choisis une région ouverte par son numéro, puis un emplacement lettré (ou Taper des coordonnées). Le troisième point d'une région demande un cercle qui la coupe : choisis un cercle lettré (Voir d’autres pour en avoir plus) ou tapes-en un ; il s'affiche en grand avec Valider et Retour avant d'être tracé.
hint-move-vvv-dot = Choisis la région { $region }, puis l'emplacement { $spot }.
hint-move-vvv-dot-typed = Appuie sur Taper des coordonnées et saisis x { $x }, y { $y }.
hint-move-vvv-circle = { $pick } le cercle { $letter }, puis Valider.
hint-move-vvv-circle-typed = Appuie sur Taper un cercle, saisis le centre x { $cx }, y { $cy } et le rayon { $r }, puis Valider.
hint-move-vvv-pass = Passer : il ne reste nulle part où jouer.
hint-vvv-pick = { $times ->
    [0] Choisis
    [1] Appuie une fois sur { $others }, puis choisis
    [2] Appuie deux fois sur { $others }, puis choisis
   *[other] Appuie { $times } fois sur { $others }, puis choisis
}

## abstract
hint-abstract-painting = Tout le monde peint en même temps : dans le menu de peinture, choisis un dé de position et un dé de nombre, puis la case ; donne un dé au bonus ; les jetons changent un dé ou peignent n'importe où. Annuler revient d'un pas, Valider la manche termine ta manche.
hint-move-abstract-paint = { $line }
hint-move-abstract-x = { $line }
hint-move-abstract-bonus = { $line }
hint-move-abstract-adjust = { $line }
hint-move-abstract-confirm = Valide la manche : chaque dé est utilisé.

## venice
hint-venice-split = Tu es le Distributeur : choisis les cartes de la pile A, puis de la pile B (le reste forme la pile C), vérifie l'aperçu, puis Valider le partage. Suggérer un partage remplit le partage de l'IA et explique pourquoi. Les autres choisissent d'abord ; tu gardes la pile restante.
hint-venice-choose = Prends une des piles encore sur la table : chaque bouton dit combien de points elle ajouterait à ton score de cette manche. Suggérer un coup dit quelle pile l'IA prendrait, et pourquoi.
hint-move-venice-split = Appuie sur Suggérer un partage, puis Valider le partage : pile A { $a } ; pile B { $b } ; pile C { $c }.
hint-move-venice-choose = Prends la pile { $pile } ({ $gain }).
