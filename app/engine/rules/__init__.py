"""Rules modules, one per topic. Importing this package registers every handler and hook, in
this fixed order (hooks with equal `order` run in registration order, so the order matters)."""

from app.engine.rules import (  # noqa: F401 - imported for their registrations
    ability_presence,
    activate,
    activation_costs,
    activation_count,
    activation_power,
    activation_triggers,
    adapt,  # s16-kwc (CR 701.46)
    addendum,  # s17-taile (CR 505.1)
    additional_costs,
    additional_land_this_turn,  # s16-curses (CR 305.2)
    alternative_costs,  # s16-kws
    amass,  # s16-kwc (CR 701.47)
    animate,
    animated_lands,  # s17-afr
    ascend,  # s16-kwc (CR 702.131)
    attached_cant_be_blocked,
    attached_triggers,
    attached_types,
    attack_costs,
    attack_restrictions,
    attack_triggers,
    attack_unless_you_control,  # s17-m2y (CR 508.1c)
    attacks_as_though_haste,
    attacks_with_others,  # s17-m2y (CR 508.3a)
    auras,
    banding,
    base_power_toughness,
    batch_triggers,
    block_triggers,
    blocked_by_at_most,
    cant_attack_next_turn,
    cant_attack_or_block,
    cant_be_blocked,
    cant_be_countered,
    cant_be_regenerated,
    cant_block_this_turn,
    cast_from,
    cast_or_copy_triggers,  # s16-kws
    cast_targets_matching,  # s17-m2y (CR 601.2c)
    cast_triggers,
    choose_opponent,
    choose_target,
    chosen,
    class_levels,
    coin_flip,
    color_change,
    combat,
    combat_block_triggers,
    combat_requirements,
    commander,
    compute_cost,
    control,
    convoke,
    copies,
    copy_exceptions,  # s14-r2returns
    copy_next_spell,  # s18-castfree (CR 603.7, 707.10)
    cost_increases,
    cost_reduction_targets,
    costs,
    count_pump,
    counted_amounts,
    counter_abilities,  # s15-targets
    counter_choice,  # s17-tailf (CR 614.1c, 122.1b)
    counter_unless,
    counters_put_triggers,
    crew,
    crew_power,  # s16-neo2 (CR 702.122c)
    cycle_triggers,  # s17-tailf (CR 702.29c)
    cycling,
    damage_by_it,
    damage_increase,
    damage_redirection,
    damage_this_turn,
    damage_triggers,
    day_night,
    day_night_enters,  # s16-transform
    dealt_damage_this_turn,
    deathtouch,
    decayed,  # s16-tailb
    defender,
    devotion,  # s17-tailf (CR 700.5)
    dice,  # s17-afr
    dice_triggers,  # s17-afr
    dies_triggers,
    different_controllers,
    different_powers,  # s16-tailb
    discard,
    discard_triggers,
    divided_damage,
    double_counters,
    doubling,  # s15-spells
    draw_reveal,
    draw_triggers,
    dying_counters,  # s16-tailb
    edict,
    effects_counters,
    effects_damage,
    effects_life,
    effects_tap,
    effects_targets,
    effects_zones,
    emblems,
    enchanted_block_triggers,
    energy,  # s24-kal (CR 107.14, 122.1)
    entered_this_turn,
    enters_tapped,
    enters_triggers,
    enters_with_counters,
    equip,
    equipment,
    escape,  # s16-kws
    evasion,
    evasion_this_turn,
    event_triggers,
    exert,  # s24-hou (CR 701.43)
    exile_from_hand,
    exile_from_hand_until_leaves,  # s18-linked (CR 610.3)
    exile_graveyard,
    exile_if_dies,
    exile_then_return,
    exile_until_leaves,
    exiled_instead_of_dying,  # s15-r2neob (CR 614.1a, 700.4)
    exiled_with_casting,  # s19-impulse (CR 607.2a, 406.2)
    expend,
    exploit,  # s16-kwc (CR 702.110)
    explore,  # s16-kwc (CR 701.44)
    explore_triggers,  # s16-kwc (CR 701.44b)
    extra_target_cost,
    extra_turns,
    fabricate,  # s24-kal (CR 702.123)
    face_down,
    fear,
    fight,
    finality,
    first_strike,
    flanking,
    flash,
    flash_permission,
    flash_until,  # s18-castfree (CR 702.8a, 611.2a)
    flashback,
    flicker,
    flying,
    forage,
    forage_or_mana,
    forage_triggers,
    gain_control,
    gained_keywords,
    gift,
    gift_conditions,
    gift_triggers,
    granted_activated_eot,  # s19-granted (CR 613.1f, 611.2a)
    granted_triggers,  # s17-grant
    granted_until_end_of_turn,  # s18-quoted (CR 613.1f, 603.10a)
    graveyard_casting,  # s18-castfree (CR 601.3)
    graveyard_condition,
    graveyard_count,
    graveyard_triggers,
    group_enters_triggers,
    hand_size,
    has_adventure,  # s17-tailf (CR 715.2)
    haste,
    hexproof,
    historic,  # s17-taile (CR 700.6)
    if_you_control_it,
    impulse,
    indestructible,
    keyword_choice,
    keyword_counters,
    keyword_evasion,  # s20-kw (CR 702.13, 702.28, 702.31, 702.118)
    keyword_triggers,
    kicked_permanents,  # s16-kws
    kicker,
    land_triggers,
    lands,
    landwalk,
    layouts,
    learn,  # s17-lm (CR 701.48)
    leaves_triggers,
    legend_rule,
    library,
    library_top,  # s18-castfree (CR 601.3, 305.1)
    life_change_triggers,
    life_gain_triggers,
    life_this_turn,
    lifelink,
    linked_exile,  # s18-linked (CR 607.2a)
    look_at_hand,
    lose_all_abilities,  # s17-linked (CR 613.1f)
    lose_keywords,
    lose_life_unless,
    loyalty,
    m2x_sacrifice_chosen,  # s16-m2x (CR 701.21a)
    main_phase_triggers,
    mana_abilities,
    mana_choice_effects,
    mana_spent,  # s17-tailf (CR 207.2c, 601.2h)
    mana_triggers,
    menace,
    mill,
    mode_counts,  # s15-spells
    modes,
    multiplayer,
    ninjutsu,
    no_maximum_hand_size,
    offspring,
    opponents_enter_tapped,
    optional_costs,
    optional_forage,
    others_enter_with_counters,
    pack_tactics,  # s17-afr
    party,  # s16-kws
    pay_mana_and_life,
    payment,
    player_chooses_own,
    player_damage_triggers,
    player_keywords,
    poison,
    prevention,
    proliferate,  # s16-kwc (CR 701.34)
    protection,
    prowess,
    pt_cda,
    put_into_graveyard_triggers,  # s17-m2y (CR 603.6c)
    put_its_counters,
    put_on_library,
    raid,  # s17-taile (CR 508.1)
    random_discard,
    reconfigure,  # s15-neo (CR 702.151)
    reflexive,
    regenerate,
    restricted_mana,
    return_all,
    return_chosen,  # s18-m20 (CR 608.2d)
    return_put_this_way,  # s14-r2returns
    return_to_battlefield,
    reveal_discard,
    reveal_until,
    riders,
    riot,  # s16-kwc (CR 702.136)
    s18m21_damage_multiplier,  # s18-m21 (CR 614.1a)
    s18m21_destroy_attached,  # s18-m21 (CR 701.8a)
    s18m21_discard_up_to_draw,  # s18-m21 (CR 701.9b)
    s18m21_opponent_graveyard,  # s18-m21 (CR 611.3a)
    s18m21_remove_counters,  # s18-m21 (CR 122.1)
    s18neob_return_chosen,  # s18-neob (CR 608.2d)
    s19m20_delayed_return_to_hand,  # s19-m20 (CR 603.7a)
    s19m20_return_with_auras,  # s19-m20 (CR 303.4)
    s19neoa_attached_triggers,  # s19-neoa (CR 603.2, 701.3a)
    s19neoa_delayed,  # s19-neoa (CR 603.7, 400.7)
    s19neoa_exiled_instead,  # s19-neoa (CR 614.1a)
    s19neob_crewed,  # s19-neob (CR 702.122a, 603.2)
    s19neob_exile_reduction,  # s19-neob (CR 601.2f, 118.8)
    s20combat_requirements,  # s20-combat (CR 509.1a, 509.1c, 510.1a)
    s20m21_greatest_power_pump,  # s20-m21 (CR 613.4c)
    s20neoa_arrest,  # s20-neoa (CR 602.5, 605.3, 702.122a)
    s20neoa_attached_base,  # s20-neoa (CR 613.4b, 613.1e)
    s20neoa_cost_per_target,  # s20-neoa (CR 601.2f, 601.2c)
    s20neoa_tap_or_mana,  # s20-neoa (CR 601.2b, 701.26a)
    s20neob_unattach,  # s20-neob (CR 701.3d)
    s20venture_lair,  # s20-venture (CR 608.2g, 118.9)
    s20venture_rooms,  # s20-venture (CR 508.1c, 611.2a, 701.21a, 609.3)
    s21ete_cant_gain_life,  # s21-ete (CR 119.7)
    s21ete_city_blessing,  # s21-ete (CR 602.5b, 702.131c)
    s21ete_dies_or_exiled,  # s21-ete (CR 603.6c, 603.10a, 401.7)
    s21ete_opponent_draws,  # s21-ete (CR 121.2, 603.2)
    s21ete_put_land_from_hand,  # s21-ete (CR 608.2d, 305.4)
    s21m21_damages_planeswalker,  # s21-m21 (CR 603.2, 120.1, 306.8)
    s21m21_tap_any_number,  # s21-m21 (CR 608.2d, 701.26a)
    s21mutate_mutate,  # s21-mutate (CR 702.140, 727)
    s21neoa_counter_choice,  # s21-neoa (CR 608.2d, 122.1b)
    s21neoa_put_from_hand,  # s21-neoa (CR 608.2d, 110.2a)
    s21neob_modes_if,  # s21-neob (CR 700.2d, 601.2b)
    s21neob_owners_control,  # s21-neob (CR 613.1b, 611.2a, 108.3)
    s21szn_despite_defender,  # s21-szn (CR 702.3b, 611.2c)
    s22neob_next_spell_cost,  # s22-neob (CR 601.2f, 118.7a)
    s22war_planeswalker_dies,  # s22-war (CR 700.4, 603.6c, 603.10a)
    s23c10_cant_cast,  # s23-c10 (CR 101.2, 514.2)
    s23c10_targeted,  # s23-c10 (CR 603.2, 115.1, 303.4)
    s23c13_attack_requirement,  # s23-c13 (CR 508.1d)
    s23c13_exalted,  # s23-c13 (CR 702.83)
    s23c13_lose_game,  # s23-c13 (CR 104.3e)
    s23neo_any_number_costs,  # s23-neo (CR 118.8, 601.2b, 601.2f-h)
    s23ori_blocked,  # s23-ori (CR 509.3c)
    s23ori_renown,  # s23-ori (CR 702.112)
    s24core_cant_be_targeted,  # s24-core (CR 115.4)
    s24core_cant_lose,  # s24-core (CR 104.3)
    s24core_spell_shuffles_itself,  # s24-core (CR 608.2c, 701.24a)
    s24emn_cast_self,  # s24-emn (CR 601.2i, 603.2)
    s24emn_madness_trigger,  # s24-emn (CR 702.35a)
    s24isd_random_return,  # s24-isd (CR 608.2c)
    s24isd_undying,  # s24-isd (CR 702.93)
    s24kal_cast_from_hand,  # s24-kal (CR 608.2g, 118.9)
    s24khans_bolster,  # s24-khans (CR 701.39)
    s24khans_dash,  # s24-khans (CR 702.109)
    s24khans_delve,  # s24-khans (CR 702.66)
    s24khans_face_up_triggers,  # s24-khans (CR 708.8, 603.2)
    s24khans_formidable,  # s24-khans (CR 602.5b)
    s24khans_manifest,  # s24-khans (CR 701.40)
    s24khans_rebound,  # s24-khans (CR 702.88)
    s24khans_rebound_cast,  # s24-khans (CR 702.88a, 608.2g)
    s24mh1_cascade,  # s24-mh1 (CR 702.85)
    s24mh1_evoke,  # s24-mh1 (CR 702.74a)
    s24mh1_group_cant_activate,  # s24-mh1 (CR 602.5, 605.3)
    s24mh1_suspend,  # s24-mh1 (CR 702.62)
    s25core_discard_players,  # s25-core (CR 508.5, 701.9b)
    s25khc_cumulative_upkeep,  # s25-khc (CR 702.24)
    s25khc_delayed_draw,  # s25-khc (CR 603.7)
    s25khc_foretell,  # s25-khc (CR 702.143)
    s25khc_recover,  # s25-khc (CR 702.59)
    s25khc_ripple,  # s25-khc (CR 702.60)
    s25khc_self_counter_pump,  # s25-khc (CR 613.4c)
    s25khc_snow_landwalk,  # s25-khc (CR 702.14c)
    s25khc_source_counters,  # s25-khc (CR 608.2h, 603.10a)
    s25ncc_blitz,  # s25-ncc (CR 702.152)
    s25ncc_casualty,  # s25-ncc (CR 702.153)
    s25ncc_connive,  # s25-ncc (CR 701.50)
    s25ncc_shield_counters,  # s25-ncc (CR 122.1c)
    s25stda_if_cast,  # s25-stda (CR 603.4, 608.3)
    s25stda_reveal_or_mana,  # s25-stda (CR 601.2b, 701.20a)
    s25stdb_put_counters_chosen,  # s25-stdb (CR 608.2d, 122.1)
    s25tsr_buyback,  # s25-tsr (CR 702.27)
    s25tsr_echo,  # s25-tsr (CR 702.30)
    s25tsr_split_second,  # s25-tsr (CR 702.61)
    s25tsr_vanishing,  # s25-tsr (CR 702.63)
    s26cmdc_lesser_power_blockers,  # s26-cmdc (CR 509.1b)
    s26std_counter_prevention,  # s26-std (CR 615.1)
    s26std_god_devotion,  # s26-std (CR 700.5, 613.1d)
    s26tsp_goad,  # s26-tsp (CR 701.15)
    s26tsp_hideaway,  # s26-tsp (CR 702.75)
    s26tsp_play_exiled,  # s26-tsp (CR 607.2a, 702.75a)
    s27fdnb_graveyard_steps,  # s27-fdnb (CR 113.6k, 603.2)
    s27mech_demonstrate,  # s27-mech (CR 702.144)
    s27mech_dredge,  # s27-mech (CR 702.52)
    s27mech_melee,  # s27-mech (CR 702.121)
    s27mech_umbra_armor,  # s27-mech (CR 702.89)
    s27older_pact,  # s27-older (CR 603.7, 104.3e)
    s27otja_plot,  # s27-otja (CR 702.170)
    s27otjb_crimes,  # s27-otjb (CR 700.13)
    s27otjb_saddle,  # s27-otjb (CR 702.171)
    s28core_attacks_you,  # s28-core (CR 508.1d)
    s28core_new_targets,  # s28-core (CR 115.7d)
    s28core_skip_combat,  # s28-core (CR 614.10)
    s28fdnb_sacrificed_counters,  # s28-fdnb (CR 608.2h)
    s28fdnb_self_subtypes,  # s28-fdnb (CR 613.1d)
    s28std_group_unblockable,  # s28-std (CR 509.1b)
    s29cmd_cast_from,  # s29-cmd (CR 601.2a, 601.2i)
    s29cmd_each_counter_put,  # s29-cmd (CR 122.6, 603.2c)
    s29cmd_self_untapped,  # s29-cmd (CR 603.2, 701.26b)
    s29core_end_turn,  # s29-core (CR 721.1)
    s29core_give_control,  # s29-core (CR 613.1b)
    s29core_paid_flash,  # s29-core (CR 702.8a, 601.2f)
    s29core_reveal_play,  # s29-core (CR 608.2g)
    s29modern_graveyard_free_cast,  # s29-modern (CR 608.2g, 118.9, 614.1a)
    s30core_untap_during_others,  # s30-core (CR 502.3)
    s30mh_monstrosity,  # s30-mh (CR 701.37)
    s30modern_plot_from_hand,  # s30-modern (CR 702.170c-d)
    s30old_empty_draw_wins,  # s30-old (CR 614.1a, 121.4, 104.2b)
    s31cmd_cant_attack,  # s31-cmd (CR 508.1c)
    s31cmd_land_types,  # s31-cmd (CR 305.7, 613.1d)
    s31mh_chosen_name,  # s31-mh (CR 614.12, 201.3, 602.5)
    s31mh_storage_mana,  # s31-mh (CR 106.1, 107.3)
    s31old_another_counter,  # s31-old (CR 122.1)
    s31old_choose_mode,  # s31-old (CR 614.12, 607.2a)
    s31old_destroy_the_rest,  # s31-old (CR 608.2d, 101.4, 701.8a)
    s31stdbb_remove_from_combat,  # s31-stdbb (CR 506.4, 509.1h)
    s31stdc_day_night,  # s31-stdc (CR 728, 608.2)
    s32cmd_monarch,  # s32-cmd (CR 724)
    s32core_graveyard_instead,  # s32-core (CR 614.1a, 614.6)
    s32ma_incubate,  # s32-ma (CR 701.53)
    s32ma_roles,  # s32-ma (CR 111.10, 303.7a, 704.5y)
    s32ma_suspect,  # s32-ma (CR 701.60)
    s32mb_speed,  # s32-mb (CR 702.178, 702.179)
    s32modern_copy_ability,  # s32-modern (CR 707.10, 707.10c)
    s32r2dsk_defending_controls,  # s32-r2dsk (CR 603.4, 508.5)
    s32stda_entering_no_triggers,  # s32-stda (CR 603.2, 603.6a)
    s32stda_phasing,  # s32-stda (CR 702.26, 502.1)
    s33cmd_graveyard_cast,  # s33-cmd (CR 113.6k, 601.2i)
    s33dsk_impending,  # s33-dsk (CR 702.176)
    s33lib_next_end_step,  # s33-lib (CR 611.2a, 513.1)
    s33std21_cost_conditions,  # s33-std21 (CR 601.2f)
    s33wmk_attacked_this_turn,  # s33-wmk (CR 508.1, 601.2f)
    s33wmk_collect_evidence,  # s33-wmk (CR 701.59a)
    s33wmk_single_graveyard,  # s33-wmk (CR 115.1, 601.2c)
    s34dsk_rooms,  # s34-dsk (CR 709.5, 116.2m)
    s34ltr_ring,  # s34-ltr (CR 701.54)
    s34mkm_abilities_cost_less,  # s34-mkm (CR 602.2b, 601.2f)
    s34mkm_young_hero,  # s34-mkm (CR 603.4, 111.10)
    s34std_graveyard_leaves,  # s34-std (CR 603.2c, 603.10a)
    s34std_you_controlled,  # s34-std (CR 608.2h)
    s34tdm_endure,  # s34-tdm (CR 701.63)
    s34tdm_harmonize,  # s34-tdm (CR 702.180)
    s35dsk_doors,  # s35-dsk (CR 709.5f-g)
    s35ltr_blocking,  # s35-ltr (CR 509.1b)
    s35ltr_unpreventable,  # s35-ltr (CR 615.12)
    s35mkm_cases,  # s35-mkm (CR 719.3, 702.169)
    s35mom_transform,  # s35-mom (CR 701.27a)
    s35std_more_counters,  # s35-std (CR 614.1a, 122.6)
    s35std_token_doubler,  # s35-std (CR 614.1a)
    sacrifice,
    sacrifice_costs,
    sacrifice_or_mana,  # s16-kws
    sacrifice_triggers,
    sagas,
    sba,
    self_cant_block,
    self_cost_reduction,
    self_count_pump,  # s16-neo2 (CR 613.4c)
    self_equipped,  # s17-afr
    self_leaves,  # s15-r2neob (CR 603.6c)
    self_tapped_triggers,  # s15-r2neob (CR 603.2)
    set_life_total,  # s17-pw
    shroud,
    spell_conditions,
    spell_copies,
    spell_copy_leaves,
    spell_if_you_do,
    spell_mana,
    stack,
    state_triggers,
    static_base_pt,
    static_pump,
    step_triggers,
    storm,
    stun_counters,
    summoning_sickness,
    surveil_triggers,  # s16-kwc (CR 701.25)
    tap_costs,
    tap_or_untap,
    tapped_triggers,
    target_filters,
    targeted_triggers,
    tokens,
    top_or_bottom,
    training,  # s16-kwc (CR 702.149)
    trample,
    transform,
    transform_return,
    transform_self,  # s16-transform
    trigger_limits,
    triggers,
    turn_conditions,
    turn_records,
    turns,
    unless_costs,
    unless_player_discards,  # s15-spells
    untap_next_step,
    untap_restrictions,
    untap_up_to,  # s15-spells
    until_next_upkeep,
    until_your_next_turn,  # s15-spells
    valiant,
    venture,  # s19-venture (CR 309, 701.49)
    vigilance,
    ward,
    werewhat,
    while_source,  # s18-linked (CR 611.2b)
    while_tapped,
    win_game,
    x_mana_restriction,
    you_attack,
    you_control,
    zones,
)
