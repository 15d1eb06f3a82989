import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const CG95 = 'NICE CG95 Recent-onset chest pain of suspected cardiac origin: assessment and diagnosis';
const NG12 = 'NICE NG12 Suspected cancer: recognition and referral';
const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG84 = 'NICE NG84 Sore throat (acute): antimicrobial prescribing';
const NG91 = 'NICE NG91 Otitis media (acute): antimicrobial prescribing';
const NG128 = 'NICE NG128 Stroke and transient ischaemic attack in over 16s';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG158 = 'NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing';
const NG185 = 'NICE NG185 Acute coronary syndromes';
const NG190 =
  'NICE NG190 Secondary bacterial infection of eczema and covering skin infections: antimicrobial prescribing';
const NG240 =
  'NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management';
const RCUK_ANAPHYLAXIS = 'Resuscitation Council UK: Emergency treatment of anaphylaxis (2021)';

/**
 * Fifteenth round (development half): 24 cases on the everyday minor problems people worry about, told with
 * frightening words, and the emergencies that hide among them, as patients, parents, partners and adult
 * children really type them, with different stories from the earlier rounds'. Twelve are self-care problems a
 * pharmacist would handle, each told by someone anxious who reaches for a frightening word that is not their
 * problem, and each with the red flags they would deny when asked and the details that make it minor: a
 * teenager's viral sore throat with two days of fever whose friend's brother had meningitis, a tension
 * headache in A-level revision "googled it… brain tumour", a four-year-old's cold while he eats his tea and
 * runs round the garden (a grandmother who remembers a cousin's sepsis), diarrhoea after a Chinese takeaway
 * in a 29-year-old whose father had bowel cancer, a stubbed little toe gone purple in someone whose mother had
 * a clot, mild sunburn in a 26-year-old whose nan had a melanoma, hives after a new washing powder ("googled
 * hives and it came up with anaphylactic shock"), aching thighs after the first leg day in two years feared
 * to be "rhabdo" from a video, a nine-year-old's nosebleed that stopped after ten minutes of pinching in a
 * parent frightened by a neighbour's child's leukaemia, a baby's nappy rash that fades under a glass after a
 * post about meningitis, constipation on co-codamol after wisdom teeth in a 24-year-old whose aunt had bowel
 * cancer, and a cheek ulcer bitten on a crusty roll in an ex-smoker asking "is it cancer????". Four are
 * routine or urgent (shingles in a band round the side in a 72-year-old within three days of the rash —
 * "if it goes all the way round you die", a five-year-old's eczema weeping with golden crusts, a discharging
 * ear after a night of earache in a six-year-old — "will he be deaf?", and five days of tonsillitis with pus
 * and fever in an adult who cannot see the GP until next week), and eight are emergencies told in a
 * minimising way among everyday worries: a heart attack as "indigestion that won't shift" after four Rennies
 * in a 60-year-old whose brother had a stent, a stroke told by a husband as "just tired after her night
 * shifts" when a hand dropped a cup of tea and one side of her smile stayed down, a pulmonary embolism in a
 * footballer in an ankle cast put down to his old anxiety, a nut-allergic teenager at a party with a croaky
 * voice who "took a piriton her mate had", sepsis from a kidney infection in a 71-year-old already on
 * trimethoprim who is "a bit confused" with blotchy knees and no wee since breakfast, meningitis without a
 * rash told by a student as the worst hangover of his life, a three-year-old "probably just a virus" who is
 * hard to wake with mottled legs and ice-cold hands, and an intussusception in a nine-month-old called colic
 * or teething by his grandmother. Texts mix text-speak, typos, run-on sentences, minimising, negations ("no
 * temp now", "no rash"), past history that is not the current problem and family history. Written from
 * guidelines (NICE CG95, NG185, NG128, NG158, NG51, NG240, NG143, NG84, NG91, NG190, NG12, CG150, NICE CKS
 * topics, Resuscitation Council UK anaphylaxis, NHS advice) and clinical judgement, from the outside, without
 * reading the knowledge base or the parser, before any change it judges: 8 emergency, 2 urgent, 2 routine,
 * 12 self-care.
 */
export const SAFETY_FIFTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: heart, brain and lungs, told as something ordinary ───────────────────────
  {
    id: 'saf-1201',
    text: 'indigestion that wont shift since about 7, had 4 rennies and a swig of gaviscon and nothing. heavy tight feeling in the middle of my chest and top of my belly, bit sick and sweaty. had a curry for tea so probbly that. 60, on a statin, my brother had a stent put in last year. wife wants me to phone someone, I say sleep it off. whos right',
    age: 60,
    sex: 'male',
    facts: [
      "It's been going for about an hour and a half without a break.",
      "It's a heavy, squeezing pressure rather than a burning.",
      'It goes into my left shoulder and down my arm.',
      'My wife says I look grey and clammy.',
      "I'm a bit short of breath sitting still.",
      "I've never had indigestion like this before.",
    ],
    denies: [
      "I haven't got a cough or a temperature.",
      "I haven't hurt my chest.",
      "I haven't brought up any blood.",
      "I've never had a heart attack myself.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'heart-attack-told-as-indigestion-antacids-not-working',
    source: `${CG95}; ${NG185}; NHS: Heart attack (chest pain spreading to the arm, sweating, feeling sick → call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1202',
    text: "my wife (58) says shes just tired and wants a lie down but I'm not sure. about half an hour ago her right hand just let go of her cup of tea, and when she smiled at me one side of her mouth didnt go up. she says its because she's been on nights all week. her mum died of a stroke but she was in her 80s. should i let her sleep it off?",
    age: 58,
    sex: 'female',
    facts: [
      'It came on suddenly about 30 minutes ago.',
      "Her right arm is weak and she can't hold it up as long as the left.",
      'The right side of her mouth droops.',
      'Her words are a little bit slurred.',
      'She takes tablets for high blood pressure.',
      'She has been working night shifts this week.',
    ],
    denies: [
      "She didn't fall or hit her head.",
      "She hasn't got a headache.",
      "She isn't diabetic.",
      "She's never had anything like this before.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'stroke-arm-and-face-told-as-tiredness-after-nights-by-husband',
    source: `${NG128} (FAST: face, arm, speech → call 999); NHS: Stroke; ${NHS_999}`,
  },
  {
    id: 'saf-1203',
    text: 'Broke my ankle playing 5 a side 3 weeks ago, still in a cast. Since this afternoon Ive been out of breath just sat on the sofa and theres a stabbing pain on the left side of my chest when I breath in. heart racing. Prob a panic attack, Ive had anxiety before. 34 m. should I just do my breathing exercises',
    age: 34,
    sex: 'male',
    facts: [
      "I've been on crutches and mostly sitting down since the break.",
      'It came on suddenly this afternoon.',
      'My watch says my heart rate is about 115 sitting still.',
      'The pain is sharp and worse when I take a deep breath.',
      'I coughed up a bit of spit with blood streaks in it.',
      'My leg feels tight and achy inside the cast.',
    ],
    denies: [
      "I haven't got a temperature or a cold.",
      "I'm not on any blood-thinning injections.",
      "I haven't got tingling in my fingers or round my mouth.",
      "I haven't hurt my chest.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'pulmonary-embolism-leg-in-cast-blamed-on-anxiety',
    source: `${NG158} (suspected PE → immediate assessment); NICE NG89 Venous thromboembolism in over 16s: reducing the risk (lower limb immobilisation); ${NHS_999}`,
  },
  {
    id: 'saf-1204',
    text: "my daughter (15) is at a party and just rang me, she ate a cookie and thinks it had peanut in it, she's allergic. her lips are tingling and going puffy, her voice has gone croaky and she says her throat feels tight. she took a piriton her mate had. she didnt take her epipen out with her, typical. I'm on my way to get her, should i just bring her home and watch her?",
    age: 15,
    sex: 'female',
    facts: [
      "She's allergic to peanuts and has had a bad reaction before.",
      'She has asthma.',
      'Her lips and tongue are swelling.',
      'Her voice is hoarse and her throat feels tight.',
      "She's coughing and a bit wheezy.",
      "She's been sick once.",
      'It started about ten minutes after the cookie.',
    ],
    denies: [
      "She hasn't got her adrenaline pen with her.",
      "She hasn't passed out.",
      "She hasn't been drinking alcohol.",
      "She hasn't been stung by anything.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'anaphylaxis-teen-peanut-at-party-had-piriton-no-pen',
    source: `${RCUK_ANAPHYLAXIS}; NICE CG134 Anaphylaxis: assessment and referral after emergency treatment; NHS: Anaphylaxis; ${NHS_999}`,
  },
  // ── emergencies: infection, told as a water infection, a hangover and a virus ─────────────
  {
    id: 'saf-1205',
    text: "Wife (71) has had a water infection since the weekend, GP gave her trimethoprym over the phone on monday. Today shes a bit confused, keeps asking what day it is, shivering under two blankets and her knees have gone sort of blotchy purple. Hasnt been to the loo since breakfast. It's probably just the water infection, do we ring the GP back tomorrow?",
    age: 71,
    sex: 'female',
    facts: [
      "She's been shaking and shivering on and off all day.",
      'Her temperature was 39.2 an hour ago.',
      "She's breathing fast.",
      "She's been sick once and isn't drinking much.",
      'She has a pain in her back on the right side.',
      "She's normally as sharp as a tack.",
      'She has had type 2 diabetes for ten years.',
    ],
    denies: [
      "She hasn't fallen or hit her head.",
      "She hasn't got chest pain.",
      "She hasn't got a cough.",
      "She hasn't been abroad.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'sepsis-kidney-infection-on-antibiotics-confused-mottled-told-by-husband',
    source: `${NG51}; NICE NG111 Pyelonephritis (acute): antimicrobial prescribing; NHS: Sepsis; ${NHS_999}`,
  },
  {
    id: 'saf-1206',
    text: 'worst hangover of my life and i only had like 4 pints last night. heads banging, been sick 4 times and the light is killing my eyes, got the curtains shut. neck is realy stiff too, prob slept funny on the sofa. flatmate says im burning up. 20, at uni. no rash. just need to sleep it off yeh?',
    age: 20,
    sex: 'male',
    facts: [
      'The headache has been getting worse all day, not better.',
      'It hurts to bend my chin down to my chest.',
      'Bright light hurts my eyes.',
      'My temperature is 39.4.',
      'I feel drowsy and a bit muddled.',
      'My hands and feet are freezing.',
    ],
    denies: [
      "There's no rash.",
      "I didn't bang my head.",
      "I didn't take any drugs.",
      "I've never had migraines.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'meningitis-told-as-hangover-no-rash-student',
    source: `${NG240}; ${NG51}; NHS: Meningitis (symptoms can appear without a rash); ${NHS_999}`,
  },
  {
    id: 'saf-1207',
    text: 'my 3 yr old has had a high temp since yesterday, GP said this morning on the phone its probably just a virus. since then shes gone really sleepy, hard to wake her up properly, her legs look blotchey and her hands and feet are ice cold even though shes boiling. keeps crying that her legs hurt. no wet nappy since breakfast. calpol hasnt helped. do I just keep an eye?',
    age: 3,
    sex: 'female',
    facts: [
      'Her temperature is 39.8.',
      "She's breathing fast.",
      'She only wakes for a moment and then drops off again.',
      'Her skin looks pale and mottled.',
      "She won't drink.",
      "She's normally really lively.",
    ],
    denies: [
      "I've checked and there's no rash that stays when I press a glass on it.",
      "She hasn't had diarrhoea.",
      "She hasn't swallowed anything she shouldn't.",
      "She hasn't hit her head.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'child-sepsis-mottled-cold-hands-leg-pain-told-just-a-virus',
    source: `${NG143} (red features: not rousable, mottled, reduced urine); ${NG51}; NHS: Sepsis; ${NHS_999}`,
  },
  {
    id: 'saf-1208',
    text: 'My 9 month old keeps having screaming fits every 15-20 mins where he pulls his knees up to his tummy, then goes quiet and pale and floppy in between. been sick a few times, the last one was greenish. just changed his nappy and theres red jelly looking stuff in it. my mum says its colic or his teeth. is it?',
    age: 0.75,
    sex: 'male',
    facts: [
      'It started about six hours ago.',
      "Between the screaming he's pale and very sleepy.",
      "He's been sick four times.",
      'The last sick was green.',
      'The poo looked like redcurrant jelly.',
      "He won't take his bottle.",
    ],
    denies: [
      "He hasn't got a temperature.",
      "He hasn't fallen or banged his head.",
      "He hasn't swallowed anything that I know of.",
      "He hasn't got a rash.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'intussusception-baby-screaming-fits-redcurrant-jelly-told-as-colic',
    source: `NHS: Intussusception (call 999 or go to A&E); NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s (bile-stained vomit, blood in the stool → consider another cause); clinical judgement; ${NHS_999}`,
  },
  // ── routine or urgent: a clinician soon ───────────────────────────────────────────────────
  {
    id: 'saf-1209',
    text: 'had a painfull burning band round my right side under my bra strap for 3 days and yesterday a rash came up, little blisters in a stripe just on that side. my sister says if shingles goes all the way round you die, is that true?? 72. had chickenpox as a girl.',
    age: 72,
    sex: 'female',
    facts: [
      'The rash is only on the right side, in a band from my back round to the front.',
      'The blisters came up yesterday.',
      'It burns and stings and my clothes rub on it.',
      'I feel a bit run down.',
      'I take tablets for blood pressure.',
    ],
    denies: [
      "There's nothing near my eye or on my face.",
      "I'm not on anything that lowers my immune system.",
      "I haven't got a high temperature.",
      "I'm not confused or drowsy.",
    ],
    minLevel: 'routine',
    level: 'urgent',
    rule: 'shingles-trunk-older-woman-within-72-hours',
    source:
      'NICE CKS Shingles (antiviral within 72 hours of the rash for people over 50); NHS: Shingles (see a GP or pharmacist as soon as possible)',
  },
  {
    id: 'saf-1210',
    text: "my son (5) has bad eczema anyway but this week behind his knees and in his elbows its gone weepy with yellow crusty bits like cornflakes and its spreading. scratching till it bleeds. the steroid cream isn't doing anything. hes ok in himself. Nana says its impetigo and it'll scar him for life. what do I do?",
    age: 5,
    sex: 'male',
    facts: [
      'The weepy crusty patches are behind both knees and in his elbow creases.',
      'The crusts are golden yellow.',
      "It's spread over the last three or four days.",
      "He's eating and playing as normal.",
      'He normally uses emollient and hydrocortisone cream.',
    ],
    denies: [
      'There are no clusters of little punched-out blisters or sores.',
      "He hasn't got a temperature.",
      "It isn't near his eyes.",
      "He isn't floppy or off his food.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'infected-eczema-child-golden-crusts-well-in-himself',
    source: `${NG190}; NICE CKS Eczema – atopic (infected eczema; exclude eczema herpeticum); NHS: Atopic eczema`,
  },
  {
    id: 'saf-1211',
    text: '6yo had earache all sunday night, screaming with it, then monday morning there was yellowy gunk on his pillow and the pain went. still a bit of runny stuff coming out today (wed). has his ear drum burst?? will he go deaf? had grommets when he was little. no temp now',
    age: 6,
    sex: 'male',
    facts: [
      'The pain eased as soon as the gunk started coming out.',
      "There's still a bit of yellow discharge from his right ear.",
      'He says it sounds a bit muffled on that side.',
      "He's eating and playing normally.",
      'He had a cold before it started.',
    ],
    denies: [
      "There's no swelling or redness behind his ear.",
      "His ear isn't sticking out.",
      "He hasn't got a temperature now.",
      "He isn't dizzy or wobbly.",
      "His face isn't drooping.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'ear-infection-child-discharge-three-days',
    source: `${NG91} (discharge after a perforation → consider an antibiotic); NICE CKS Otitis media – acute; NHS: Ear infections`,
  },
  {
    id: 'saf-1212',
    text: "throat has been agony for 5 days, tonsils are massive with white spots all over them, temp 38.6, glands in my neck like golf balls. no cough at all. struggling to eat but can get water and painkillers down. 27, never had tonsilitis this bad. gp can't see me til next week, does that matter?",
    age: 27,
    sex: 'female',
    facts: [
      'My tonsils are red and swollen with white patches on both sides.',
      'The glands at the front of my neck are swollen and sore.',
      'My temperature has been up to 38.6.',
      'I can swallow water, soup and tablets.',
      "It's getting worse, not better.",
    ],
    denies: [
      "I haven't got a cough or a runny nose.",
      "It isn't worse on one side and my voice is normal.",
      'I can open my mouth fine.',
      "I'm not drooling and I can breathe fine.",
      "I haven't got a rash.",
    ],
    minLevel: 'routine',
    level: 'urgent',
    rule: 'tonsillitis-pus-fever-five-days-adult-feverpain-high',
    source: `${NG84} (FeverPAIN 4–5 → immediate antibiotic); NICE CKS Sore throat – acute; NHS: Tonsillitis`,
  },
  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-1213',
    text: 'my daughter is 16 and has had a really sore throat and a temp since sunday (2 days), 38.1 last night. runny nose and coughing too. her friends brother had meningitis last year so i keep checking her for a rash. shes still eating soup and ice lollies and watching netflix. does she need antibiotics or is it glandula fever??',
    age: 16,
    sex: 'female',
    facts: [
      'Her temperature comes down with paracetamol.',
      'She has a runny nose and a cough with it.',
      "She's drinking plenty.",
      'She seems a bit better today than yesterday.',
      'Her little brother had a cold last week.',
    ],
    denies: [
      "There's no rash on her.",
      'She can swallow fine, it just hurts.',
      "Her neck isn't stiff and the light doesn't bother her.",
      "There's no white stuff on her tonsils.",
      "She's not drooling and her voice is normal.",
      "She isn't short of breath.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-viral-sore-throat-teen-fever-two-days-friend-meningitis',
    source: `${NG84} (low FeverPAIN → no antibiotic, self-care); NICE CKS Sore throat – acute; NHS: Sore throat`,
  },
  {
    id: 'saf-1214',
    text: 'been getting headaches every afternoon this week, like a tight band round my forehead. revising for a levels like 10 hrs a day and sleeping about 5. googled it and now im convinced its a brain tumour lol (not lol). paracetamol helps. is it a tumour',
    age: 17,
    sex: 'male',
    facts: [
      'It feels like a tight band on both sides of my head.',
      "It comes on by the afternoon and it's gone after a sleep.",
      "I've been drinking loads of energy drinks and not much water.",
      'Paracetamol takes it off within an hour.',
      'My neck and shoulders are stiff from hunching over my desk.',
    ],
    denies: [
      "I'm not being sick.",
      "It doesn't wake me up at night.",
      'My eyesight is fine, no double vision.',
      "I haven't got any weakness or numbness.",
      "It didn't come on suddenly like being hit.",
      "I haven't got a temperature or a rash.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-tension-headache-exam-revision-googled-tumour',
    source: `NICE CG150 Headaches in over 12s: diagnosis and management; NICE CKS Headache – tension-type; ${NG12} (no referral features)`,
  },
  {
    id: 'saf-1215',
    text: '4 yr old has had a streaming nose and a bit of a cough since friday, temp was 37.9 yesterday but normal today. still eating his tea and running round the garden with the dog. my mum keeps saying you cant be too careful with a temp, after what happened to my cousin (sepsis as a baby). Do I need to take him to the Dr?',
    age: 4,
    sex: 'male',
    facts: [
      "He's eating and drinking normally.",
      "He's weeing as much as usual.",
      "He's playing and his normal cheeky self.",
      'His snot is clear.',
      'The cough is worse at bedtime.',
      'His sister had the same cold last week and got better.',
    ],
    denies: [
      'No rash anywhere.',
      "He isn't breathing fast or sucking in under his ribs.",
      "He's not floppy or hard to wake.",
      "He isn't pulling at his ears.",
      "His hands and feet aren't cold or blotchy.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-cold-eating-playing-grandma-worried-sepsis',
    source: `${NG143} (green features only); NICE CKS Common cold; NHS: Common cold`,
  },
  {
    id: 'saf-1216',
    text: 'had a chinese on fri night and had the runs since sat morning, 5 times yesterday and 3 today so its easing. bit crampy before I go. keeping water and diorolyte down fine. my dad had bowel cancer at 60 so any tummy thing freaks me out tbh. 29. is it food poisoning or something worse?',
    age: 29,
    sex: 'female',
    facts: [
      'My partner had the same takeaway and had an upset stomach too.',
      "I'm drinking plenty and weeing normally.",
      "I've managed some toast today.",
      "It's getting less each day.",
      'I was sick once on Saturday but not since.',
    ],
    denies: [
      "There's no blood in it.",
      "I haven't got a temperature.",
      "The pain isn't constant, just cramps before I go.",
      "I'm not dizzy when I stand up.",
      "I haven't been abroad.",
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-diarrhoea-after-takeaway-father-bowel-cancer',
    source: `NICE CKS Gastroenteritis; NHS: Diarrhoea and vomiting; ${NG12} (no referral features)`,
  },
  {
    id: 'saf-1217',
    text: "stubbed my little toe on the bed leg last night, swore a LOT. its gone purpley blue and a bit swollen today. can walk on it, just hurts in shoes. my mum had a clot in her leg after her hip op so now I'm worrying about clots?? 34F. is it broken and does it even matter",
    age: 34,
    sex: 'female',
    facts: [
      "It's just the little toe and the bit of foot next to it.",
      'I can walk on it, a bit carefully.',
      "It's better with ice and my foot up.",
      'The toe is straight.',
      "I've taken ibuprofen.",
    ],
    denies: [
      "My calf isn't swollen or sore.",
      "The toe isn't bent or pointing the wrong way.",
      "There's no cut or broken skin.",
      "The toe isn't numb or cold.",
      "I haven't had an operation or a long journey lately.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-stubbed-toe-bruised-mother-had-clot',
    source: 'NHS: Broken toe (usually treated at home); NICE CKS Sprains and strains; clinical judgement',
  },
  {
    id: 'saf-1218',
    text: 'fell asleep in the garden yesterday and my shoulders and back are bright pink and sore to touch, the shower stung like mad. My nan had a melanoma cut off her back so now im panicing ive given myself skin cancer. 26. can I just use aftersun?',
    age: 26,
    sex: 'male',
    facts: [
      'The skin is pink, warm and sore to touch.',
      'I was in the sun about two hours without suncream.',
      "I'm drinking lots of water.",
      'Aftersun and paracetamol are helping.',
      'I feel fine in myself.',
    ],
    denies: [
      "There aren't any blisters.",
      "I haven't got a temperature or chills.",
      "I'm not being sick or dizzy.",
      "I haven't got a headache and I'm not confused.",
      'None of my moles have changed.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-mild-sunburn-nan-had-melanoma',
    source:
      'NHS: Sunburn (treat at home; blistering, fever or sickness → pharmacist or 111); clinical judgement',
  },
  {
    id: 'saf-1219',
    text: 'been itchy all over since yesterday with raised white and pink lumps like nettle stings that come and go. only new thing is a new washing powder. googled hives and it came up with anaphalactic shock!! took a piriton and its calmed down loads. 31. do i need the drs',
    age: 31,
    sex: 'female',
    facts: [
      'Each lump fades within a few hours and new ones come up somewhere else.',
      "It's mostly on my tummy, back and arms where my clothes touch.",
      'The antihistamine helped a lot.',
      'I changed to a new washing powder this week.',
      "I've had this once before, years ago.",
    ],
    denies: [
      "My lips, tongue and face aren't swollen.",
      "I'm not wheezy or short of breath.",
      "My throat isn't tight and I can swallow fine.",
      "I don't feel faint or dizzy.",
      "I haven't got a temperature.",
      "I haven't started any new medicines.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-hives-new-washing-powder-googled-anaphylaxis',
    source: 'NICE CKS Urticaria; NHS: Hives',
  },
  {
    id: 'saf-1220',
    text: 'first leg day in about 2 yrs on tues and today (thurs) i can barely get down the stairs, thighs are so sore and tight lol. saw a tiktok about rhabdo from doing squats and now im scared. 38 m. normal or should i get bloods',
    age: 38,
    sex: 'male',
    facts: [
      'Both thighs ache, worse going down stairs.',
      'It started the day after the gym.',
      "It's a bit easier today than yesterday.",
      'A warm bath and walking about help.',
      "I'm drinking plenty of water.",
    ],
    denies: [
      'My wee is a normal colour, not dark or brown.',
      "I'm weeing as much as normal.",
      "My legs aren't swollen.",
      "I haven't got a temperature.",
      "I'm not being sick.",
      "I didn't feel anything tear or pop.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-muscle-soreness-after-gym-feared-rhabdo',
    source:
      'NHS: Sprains and strains; clinical judgement (delayed-onset muscle soreness without dark urine, weakness or swelling)',
  },
  {
    id: 'saf-1221',
    text: "my son (9) had a nosebleed at school today, teacher pinched it for 10 mins and it stopped. hes been picking his nose since he had a cold. my neighbours little girl got leukaemia and it started with nosebleeds so I'm freaked out. he's fine, eating his dinner. should I get his bloods done",
    age: 9,
    sex: 'male',
    facts: [
      'It came from one side only.',
      'It stopped after about ten minutes of pinching.',
      'He has had a cold and keeps picking his nose.',
      "He's eating, playing and his usual self.",
      "He's had one or two small nosebleeds before, in the winter.",
    ],
    denies: [
      "He hasn't got any unusual bruises.",
      "He isn't pale or more tired than usual.",
      "He hasn't had fevers or night sweats.",
      "His gums don't bleed.",
      "He hasn't banged his nose.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-nosebleed-stopped-neighbour-leukaemia',
    source: `NICE CKS Epistaxis (nosebleeds); NHS: Nosebleed; ${NG12} (no unexplained bruising, pallor or bleeding)`,
  },
  {
    id: 'saf-1222',
    text: "8 month old has a red rash in her nappy area, started 2 days ago with her teeth and runny poos. saw a post on the mums group about the meningitis rash so did the glass test and it DOES fade. she's chatty, feeding well, loads of wet nappys. should i be worried?",
    age: 0.67,
    sex: 'female',
    facts: [
      'The rash is only where her nappy touches.',
      'It fades when I press a glass on it.',
      "She's feeding well and having plenty of wet nappies.",
      "She's happy and smiley between changes.",
      'Her poos have been a bit loose with teething.',
      "I've been using a barrier cream since yesterday.",
    ],
    denies: [
      "She hasn't got a temperature.",
      "There's no rash anywhere else on her body.",
      'There are no blisters, weeping or yellow crusts.',
      "She isn't floppy or unusually sleepy.",
      "It isn't bright red deep in the skin creases.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-nappy-rash-glass-test-fades-mums-group',
    source: `NICE CKS Nappy rash; NHS: Nappy rash; ${NG143} (no fever, no non-blanching rash)`,
  },
  {
    id: 'saf-1223',
    text: 'had my wisdom teeth out last week and been on co-codamol since, havent had a poo in 4 days now. feel bloated and its uncomfy. my auntie had bowel cancer so my head went there straight away. 24. what can i take, is it ok to have a laxative with the painkillers',
    age: 24,
    sex: 'female',
    facts: [
      "I'm normally regular, about once a day.",
      'It started after I began the co-codamol.',
      "I've been eating mostly soup and yoghurt because of my teeth.",
      "I'm still passing wind.",
      'My tummy feels bloated but not really painful.',
      'My mouth is healing fine.',
    ],
    denies: [
      "There's no blood in my poo.",
      "I'm not being sick.",
      "My tummy isn't hard or really painful.",
      "I haven't got a temperature.",
      "I haven't lost any weight.",
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-constipation-after-codeine-aunt-bowel-cancer',
    source: `NICE CKS Constipation (opioid-induced); NHS: Constipation; ${NG12} (no referral features)`,
  },
  {
    id: 'saf-1224',
    text: 'Got a mouth ulcer on the inside of my cheek, bit it on a crusty roll about 5 days ago. white with a red ring round it, stings like mad with orange juice. Im 40 and used to smoke, googled it & read mouth cancer. is it cancer????',
    age: 40,
    sex: 'male',
    facts: [
      'I bit my cheek in that exact spot last week.',
      "It's small, about the size of a lentil.",
      "It's already a bit smaller than it was.",
      'Bonjela helps the stinging.',
      'I stopped smoking six years ago.',
    ],
    denies: [
      "It hasn't been there anywhere near three weeks.",
      "There's no lump in my neck.",
      'There are no red or white patches anywhere else in my mouth.',
      'I can eat and swallow fine.',
      "I haven't lost weight.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-mouth-ulcer-bitten-cheek-googled-mouth-cancer',
    source: `NHS: Mouth ulcers (see a GP or dentist if one lasts longer than 3 weeks); ${NG12} (oral ulceration lasting more than 3 weeks → referral; not met)`,
  },
];
