// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Test price feed with Chainlink's AggregatorV3 read interface (`decimals`, `description`,
/// `latestRoundData`). Anyone may set its answer and update time, or make it revert: tests move
/// the price, age it and break it to see the widget show no value rather than a wrong one.
contract DemoPriceFeed {
    uint8 public immutable decimals;
    string public description;
    int256 private answer;
    uint256 private updatedAt;
    uint80 private round;
    bool public broken;

    constructor(uint8 decimals_, string memory description_, int256 answer_) {
        decimals = decimals_;
        description = description_;
        setAnswer(answer_, block.timestamp);
    }

    function setAnswer(int256 answer_, uint256 updatedAt_) public {
        answer = answer_;
        updatedAt = updatedAt_;
        round += 1;
    }

    function setBroken(bool broken_) external {
        broken = broken_;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        require(!broken, "feed broken");
        return (round, answer, updatedAt, updatedAt, round);
    }
}
