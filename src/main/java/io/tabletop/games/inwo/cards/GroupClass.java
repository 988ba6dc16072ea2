package io.tabletop.games.inwo.cards;

/** The three kinds of Group: Places suffer Disasters, Personalities Assassinations [WDH p.6]. */
public enum GroupClass {
    PLACE, PERSONALITY, ORGANIZATION
}
