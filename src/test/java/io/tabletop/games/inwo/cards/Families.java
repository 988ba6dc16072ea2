package io.tabletop.games.inwo.cards;

import static io.tabletop.games.inwo.cards.Alignment.CONSERVATIVE;
import static io.tabletop.games.inwo.cards.Alignment.CORPORATE;
import static io.tabletop.games.inwo.cards.Alignment.CRIMINAL;
import static io.tabletop.games.inwo.cards.Alignment.FANATIC;
import static io.tabletop.games.inwo.cards.Alignment.GOVERNMENT;
import static io.tabletop.games.inwo.cards.Alignment.LIBERAL;
import static io.tabletop.games.inwo.cards.Alignment.PEACEFUL;
import static io.tabletop.games.inwo.cards.Alignment.STRAIGHT;
import static io.tabletop.games.inwo.cards.Alignment.VIOLENT;
import static io.tabletop.games.inwo.cards.Alignment.WEIRD;
import static io.tabletop.games.inwo.cards.CardEffects.al;
import static io.tabletop.games.inwo.cards.CardEffects.at;
import static io.tabletop.games.inwo.cards.CardEffects.register;
import static io.tabletop.games.inwo.cards.CardEffects.title;

/** The Plot families the handbook defines [WDH p.4-5, p.20]: +10, reload, power-up, realign. */
final class Families {

    private Families() {}

    static void registerAll() {
        plusTen("Albino Alligators", al(WEIRD), "Weird");
        plusTen("Benefit Concert", al(LIBERAL), "Liberal");
        plusTen("Cold Fusion", at("SCIENCE"), "Science");
        plusTen("Harmonica Virgins", at("MAGIC"), "Magic");
        plusTen("Infobahn", at("COMPUTER"), "Computer");
        plusTen("Jihad", al(FANATIC), "Fanatic");
        plusTen("Just Say No", al(STRAIGHT), "Straight");
        plusTen("Martial Law", al(GOVERNMENT), "Government");
        plusTen("Martyrs", al(PEACEFUL), "Peaceful");
        plusTen("Pulitzer Prize", at("MEDIA"), "Media");
        plusTen("Save the Whales", at("GREEN"), "Green");
        plusTen("Slush Fund", al(CONSERVATIVE), "Conservative");
        plusTen("Stock Split", al(CORPORATE), "Corporate");
        plusTen("Terrorist Nuke", al(VIOLENT), "Violent");
        plusTen("The Big Score", al(CRIMINAL), "Criminal");
        plusTen("World Cup Victory", at("NATION"), "Nation");

        reload("Dollars for Decency", al(STRAIGHT), "Straight");
        reload("Flower Power", al(PEACEFUL), "Peaceful");
        reload("Freaking The Mundanes", al(WEIRD), "Weird");
        reload("Gang War", al(CRIMINAL), "Criminal");
        reload("New Federal Budget", al(GOVERNMENT), "Government");
        reload("Pledge Drive", al(LIBERAL), "Liberal");
        reload("Red Scare", al(CONSERVATIVE), "Conservative");
        reload("Reload!", al(VIOLENT), "Violent");
        reload("Tax Breaks", al(CORPORATE), "Corporate");
        reload("Bank Merger", at("BANK"), "Bank");
        register("Full Moon", PlotKind.RELOAD, "Reload: an action token for every Fanatic Group of yours, even one that "
                        + "has a token. Errata: needs an Illuminati action.",
                new Effect.Reload(al(FANATIC), 0, true));

        powerUp("Charismatic Leader", FANATIC, 6);
        powerUp("Citizenship Award", CONSERVATIVE, 6);
        powerUp("Emergency Powers", GOVERNMENT, 6);
        powerUp("Grassroots Support", STRAIGHT, 6);
        powerUp("Mob Influence", CRIMINAL, 6);
        powerUp("Monopoly", CORPORATE, 6);
        powerUp("New Blood", VIOLENT, 6);
        powerUp("Nobel Peace Prize", PEACEFUL, 6);
        powerUp("Self-Esteem", LIBERAL, 6);
        powerUp("The Weird Turn Pro", WEIRD, 4);

        realign("Assertiveness Training", VIOLENT);
        realign("Fundie Money", CONSERVATIVE);
        realign("Jake Day", WEIRD);
        realign("Kinder and Gentler", PEACEFUL);
        realign("Liberal Agenda", LIBERAL);
        realign("Nationalization", GOVERNMENT);
        realign("Power Corrupts", CRIMINAL);
        register("Privatization", PlotKind.REALIGN, realignText(CORPORATE) + " Ends a Dictatorship on the target.",
                new Effect.Realign(CORPORATE),
                CardEffects.cancel(Effect.Cancel.What.PLOT, CardEffects.named("Dictatorship")));
        realign("Straighten Up", STRAIGHT);
    }

    private static void plusTen(String name, Filter group, String label) {
        register(name, PlotKind.PLUS_TEN, "+10 Plot: at any time, +10 Power or Resistance to one " + label
                + " Group of yours for one action (on defence, until the end of the turn). Never counts for Goals.",
                new Effect.Boost(10, group));
    }

    private static void reload(String name, Filter groups, String label) {
        register(name, PlotKind.RELOAD, "Reload: an action token for each " + label + " Group of yours without "
                        + "one. Errata: needs an Illuminati action; reloads only 5 Power's worth of Groups, or any one "
                        + "Group; never a Group captured this turn.",
                new Effect.Reload(groups, 5, false));
    }

    private static void powerUp(String name, Alignment a, int to) {
        register(name, PlotKind.POWER_UP, "Power-up: at any time, as the action of one " + title(a) + " Group, its "
                        + "Power rises to " + to + " (no effect if already " + to + " or more). Linked; one of each "
                        + "per player.",
                new Effect.PowerUp(al(a), to));
    }

    private static void realign(String name, Alignment a) {
        register(name, PlotKind.REALIGN, realignText(a), new Effect.Realign(a));
    }

    private static String realignText(Alignment a) {
        return "Realign: at any time, with an Illuminati action or actions of " + title(a) + " Groups of Power equal "
                + "to the target's Resistance (doubled if it holds the opposite alignment), a Group becomes "
                + title(a) + " for good. Linked.";
    }
}
