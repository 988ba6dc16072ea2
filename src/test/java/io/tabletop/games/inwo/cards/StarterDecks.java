package io.tabletop.games.inwo.cards;

import java.util.ArrayList;
import java.util.List;

/**
 * The five starter decks shipped in the catalogue file (one per seat of a 5-player game, each with its own
 * Illuminati): 45 cards each, one Illuminati, 18-19 Groups (and a Resource)
 * whose abilities are plain bonuses, and 25-26 Plots from the handbook's generic families (+10, Assassinations,
 * Disasters, power-ups, realigns) [WDH p.2: 12-20 Groups, 24-32 Plots]. No card appears twice in a deck.
 */
final class StarterDecks {

    private StarterDecks() {}

    static List<StarterDeck> all() {
        return List.of(
                deck("network-computers", "The Network: Computers and Media", "the-network",
                        List.of("japan", "finland", "hackers", "video-games", "international-weather-organization",
                                "al-gore", "l-4-society", "science-fiction-fans", "federal-reserve", "democrats",
                                "cable-tv", "madison-avenue", "england", "canada", "california", "brazil",
                                "black-activists", "hollywood"),
                        List.of("infobahn", "cold-fusion", "pulitzer-prize", "benefit-concert", "martial-law",
                                "martyrs", "save-the-whales", "stock-split", "world-cup-victory", "albino-alligators",
                                "car-bomb", "hit-and-run", "poison", "sniper", "withering-curse",
                                "earthquake", "meteor-strike", "tornado", "hurricane", "tidal-wave", "volcano",
                                "self-esteem", "emergency-powers", "monopoly", "nobel-peace-prize",
                                "grassroots-support")),
                deck("gnomes-money", "Gnomes of Zurich: Money and Crime", "gnomes-of-zurich",
                        List.of("federal-reserve", "cfl-aio", "madison-avenue", "tobacco-companies",
                                "recording-industry", "cable-tv", "hawaii", "brazil", "china", "the-mafia",
                                "loan-sharks", "international-cocaine-smugglers", "new-york", "republicans", "f-b-i",
                                "telephone-psychics", "england", "russia"),
                        List.of("stock-split", "the-big-score", "slush-fund", "martial-law", "terrorist-nuke",
                                "world-cup-victory", "just-say-no", "pulitzer-prize",
                                "car-bomb", "sniper", "poison", "hit-and-run",
                                "earthquake", "nuclear-accident", "tornado", "tidal-wave", "meteor-strike",
                                "the-oregon-crud", "atomic-monster",
                                "monopoly", "mob-influence", "citizenship-award", "emergency-powers", "new-blood",
                                "grassroots-support", "power-corrupts")),
                deck("discordian-weirdness", "Discordian Society: Weirdness and Violence", "discordian-society",
                        List.of("hackers", "science-fiction-fans", "l-4-society", "cycle-gangs",
                                "american-autoduel-association", "semiconscious-liberation-army", "california",
                                "gordo-remora", "trekkies", "international-communist-conspiracy", "urban-gangs",
                                "professional-sports", "south-american-nazis", "rifkinites", "eco-guerrillas",
                                "new-york", "japan", "russia", "principia-discordia"),
                        List.of("albino-alligators", "jihad", "terrorist-nuke", "the-big-score", "harmonica-virgins",
                                "cold-fusion", "infobahn", "save-the-whales",
                                "hit-and-run", "car-bomb", "withering-curse", "poison",
                                "tornado", "volcano", "earthquake", "hurricane", "meteor-strike", "epidemic",
                                "the-weird-turn-pro", "charismatic-leader", "new-blood", "mob-influence",
                                "jake-day", "assertiveness-training", "power-corrupts")),
                deck("bavarian-government", "Bavarian Illuminati: Government and Order", "bavarian-illuminati",
                        List.of("new-york", "japan", "russia", "china", "england", "canada", "brazil", "b-a-t-f",
                                "congressional-wives", "democrats", "republicans", "federal-reserve", "f-b-i",
                                "margaret-thatcher", "nancy-reagan", "moral-minority", "pyramid-marketing-schemes",
                                "black-activists"),
                        List.of("martial-law", "just-say-no", "slush-fund", "benefit-concert", "martyrs",
                                "world-cup-victory", "stock-split", "terrorist-nuke",
                                "sniper", "car-bomb", "hit-and-run", "poison", "withering-curse",
                                "earthquake", "tornado", "tidal-wave", "hurricane", "meteor-strike",
                                "nuclear-accident", "volcano",
                                "emergency-powers", "grassroots-support", "citizenship-award", "self-esteem",
                                "nobel-peace-prize", "nationalization")),
                deck("cthulhu-destruction", "Servants of Cthulhu: Destruction", "servants-of-cthulhu",
                        List.of("the-mafia", "cycle-gangs", "urban-gangs", "semiconscious-liberation-army",
                                "american-autoduel-association", "b-a-t-f", "f-b-i", "anti-nuclear-activists",
                                "rifkinites", "cfl-aio", "international-cocaine-smugglers", "loan-sharks",
                                "gordo-remora", "new-york", "russia", "china", "england", "south-american-nazis"),
                        List.of("terrorist-nuke", "the-big-score", "jihad", "martial-law", "stock-split",
                                "world-cup-victory", "albino-alligators", "slush-fund",
                                "car-bomb", "hit-and-run", "poison", "sniper", "withering-curse",
                                "atomic-monster", "earthquake", "meteor-strike", "nuclear-accident",
                                "the-oregon-crud", "tidal-wave", "tornado", "volcano", "hurricane",
                                "new-blood", "mob-influence", "charismatic-leader", "assertiveness-training")));
    }

    private static StarterDeck deck(String id, String name, String illuminati, List<String> groups,
                                    List<String> plots) {
        List<String> cards = new ArrayList<>();
        cards.add(illuminati);
        cards.addAll(groups);
        cards.addAll(plots);
        return new StarterDeck(id, name, illuminati, cards);
    }
}
