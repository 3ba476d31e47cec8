/** Non-sport singles: Marvel, Star Wars and Garbage Pail Kids. */
import { cards } from './card-spec';

export const nonSportCards = [
  ...cards('Non-Sport', 'Marvel', [
    [1990, 'Marvel Universe', 'Fleer', 'Spider-Man', '31', '', 15],
    [1992, 'Marvel Masterpieces', 'Fleer', 'Wolverine', '95', '', 20],
    [2016, 'Upper Deck Marvel Annual', 'Upper Deck', 'Deadpool', '50', '', 12],
    [2023, 'Upper Deck Marvel Platinum', 'Upper Deck', 'Venom', '134', '', 18],
    [2024, 'Upper Deck Marvel Flair', 'Upper Deck', 'Iron Man', '21', 'Auto', 150],
  ]),
  ...cards('Non-Sport', 'Star Wars', [
    [1977, 'Topps Star Wars', 'Topps', 'Luke Skywalker', '1', '', 80],
    [1977, 'Topps Star Wars', 'Topps', 'Darth Vader', '10', '', 45],
    [2023, 'Topps Chrome Star Wars', 'Topps', 'Grogu', '42', '', 15],
    [2024, 'Topps Chrome Star Wars', 'Topps', 'Boba Fett', '77', 'Auto', 220],
  ]),
  ...cards('Non-Sport', 'Garbage Pail Kids', [
    [1985, 'Topps Garbage Pail Kids Series 1', 'Topps', 'Adam Bomb', '8a', '', 150],
    [1985, 'Topps Garbage Pail Kids Series 1', 'Topps', 'Nasty Nick', '1a', '', 80],
    [1986, 'Topps Garbage Pail Kids Series 2', 'Topps', 'Evil Eddie', '43a', '', 25],
    [2024, 'Topps Chrome Garbage Pail Kids', 'Topps', 'Adam Bomb', '1', '', 10],
  ]),
];
